import { AppError, badInput } from '../../errors/app-error.js';

/** The refusals of the patient results portal (issue 18); the page maps the codes to its states. */

export const linkInvalid = () => new AppError('LINK_INVALID', 'errors.patientStudies.linkInvalid');

export const linkExpired = () => new AppError('LINK_EXPIRED', 'errors.patientStudies.linkExpired');

export const linkRevoked = () => new AppError('LINK_REVOKED', 'errors.patientStudies.linkRevoked');

export const sessionRequired = () =>
  new AppError('PATIENT_SESSION_REQUIRED', 'errors.patientStudies.sessionRequired');

export const proofOfWorkInvalid = () =>
  new AppError('PROOF_OF_WORK_REQUIRED', 'errors.patientStudies.proofOfWorkInvalid');

/** The number entered with a link is not its patient's: shown at the number's field. */
export const numberMismatch = () =>
  badInput([
    { code: 'custom', path: ['ssn'], message: 'errors.patientStudies.numberMismatch', input: '' },
  ]);

export const patientWithoutEmail = () => new AppError('CONFLICT', 'errors.patientStudies.noEmail');

export const noSendingConsent = () =>
  new AppError('CONFLICT', 'errors.patientStudies.noSendingConsent');

export const tooManyLinks = (max: number) =>
  new AppError('TOO_MANY_ATTEMPTS', 'errors.patientStudies.tooManyLinks', { params: { max } });

export const fileNotFound = () => new AppError('NOT_FOUND', 'errors.patientStudies.fileNotFound');

export const linkNotFound = (id: string) =>
  new AppError('NOT_FOUND', 'errors.patientStudies.linkNotFound', { params: { id } });
