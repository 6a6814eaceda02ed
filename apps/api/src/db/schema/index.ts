export * from './app-config.js';
export * from './audit.js';
export * from './branches.js';
export * from './contacts.js';
export * from './doctors.js';
export * from './patients.js';
export * from './study-types.js';
export * from './users.js';
