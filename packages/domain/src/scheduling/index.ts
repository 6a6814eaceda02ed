export * from './scheduling-form.js';
export * from './scheduling-link.js';
