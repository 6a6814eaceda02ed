export * from './deadline.js';
export * from './describer-availability.js';
export * from './payments.js';
export * from './status.js';
export * from './toggle-rules.js';
