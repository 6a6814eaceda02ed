export * from './media.js';
export * from './referral-studies.js';
