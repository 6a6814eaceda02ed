export * from './deadline.js';
export * from './describer-availability.js';
export * from './status.js';
export * from './toggle-rules.js';
