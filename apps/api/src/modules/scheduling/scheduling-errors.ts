import { AppError } from '../../errors/app-error.js';

/** The refusals of scheduling by link (issue 17 §2); the page maps the codes to its texts. */

export const linkInvalid = () => new AppError('LINK_INVALID', 'errors.scheduling.linkInvalid');

export const linkExpired = () => new AppError('LINK_EXPIRED', 'errors.scheduling.linkExpired');

export const linkUsed = () => new AppError('LINK_USED', 'errors.scheduling.linkUsed');

/** Someone booked the slot first; the page reloads the slots. */
export const slotNoLongerFree = () =>
  new AppError('CONFLICT', 'errors.scheduling.slotNoLongerFree');

export const studyTypeNotOnLink = () =>
  new AppError('CONFLICT', 'errors.scheduling.studyTypeNotOnLink');

export const branchNotOffered = () =>
  new AppError('CONFLICT', 'errors.scheduling.branchNotOffered');

export const patientWithoutEmail = () =>
  new AppError('CONFLICT', 'errors.scheduling.patientNoEmail');

export const referralCompleted = () =>
  new AppError('CONFLICT', 'errors.scheduling.referralCompleted');

export const tooManyLinks = (max: number) =>
  new AppError('TOO_MANY_ATTEMPTS', 'errors.scheduling.tooManyLinks', { params: { max } });

export const referralNotFound = (id: number) =>
  new AppError('NOT_FOUND', 'errors.referral.notFound', { params: { id } });
