export * from './patient-studies.js';
