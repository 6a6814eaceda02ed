export * from './available-slots.js';
export * from './business-hours.js';
export * from './day-slots.js';
export * from './warsaw-time.js';
