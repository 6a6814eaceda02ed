import { z } from 'zod';
import { PROOF_OF_WORK_MAX_LENGTH } from '../schemas/auth.js';
import { ZEmail } from '../schemas/fields.js';
import { identityNumber } from '../schemas/text.js';

/**
 * The patient results portal (spec part 1 §2 /patient-studies, §5 "Patient access page"; issue
 * 18; ADR 0043). The numbers are our choices, not the spec's tables.
 */

/** How long a mailed studies link, and a session opened with it, works unless configured. */
export const PATIENT_STUDIES_LINK_TTL_DAYS = 7;
/** Links one e-mail address may be sent within an hour, whoever asks for them. */
export const PATIENT_STUDIES_LINKS_PER_ADDRESS_PER_HOUR = 5;
/** Requests (sendStudiesLink, resendStudiesLink) one client address may make within an hour. */
export const PATIENT_STUDIES_REQUESTS_PER_CLIENT_PER_HOUR = 20;
/** Requests naming one PESEL or document number within an hour, matched or not. */
export const PATIENT_STUDIES_REQUESTS_PER_NUMBER_PER_HOUR = 5;
/** Wrong numbers entered with one link; the last of them revokes the link. */
export const PATIENT_STUDIES_WRONG_NUMBERS_PER_LINK = 5;

/** The name of the HttpOnly cookie holding a patient's session (ADR 0043). */
export const PATIENT_SESSION_COOKIE = 'portal_patient_session';

/**
 * A studies link's token as the server issues it: 32 random bytes, base64url (43 characters).
 * Anything else is refused before the database is asked.
 */
export const ZPatientStudiesToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const ZAcceptTerms = z.literal(true, { error: 'validation.acceptRequired' });
const ZAccessNumber = identityNumber({ max: 20, required: 'validation.required' });

/** sendStudiesLink: the patient access page without a token (spec part 1 §5). */
export const ZStudiesLinkRequest = z.object({
  ssn: ZAccessNumber,
  email: ZEmail,
  acceptTerms: ZAcceptTerms,
  proofOfWork: z
    .string()
    .min(1, { error: 'errors.patientStudies.proofOfWorkRequired' })
    .max(PROOF_OF_WORK_MAX_LENGTH),
});
export type TStudiesLinkRequest = z.input<typeof ZStudiesLinkRequest>;

/** openPatientStudies: the patient access page with a token (spec part 1 §5). */
export const ZOpenPatientStudies = z.object({
  token: z.string(),
  ssn: ZAccessNumber,
  acceptTerms: ZAcceptTerms,
});
export type TOpenPatientStudies = z.input<typeof ZOpenPatientStudies>;

/** A studies link's id (revokePatientStudyLink). */
export const ZStudyLinkId = z
  .uuid({ error: 'validation.invalid' })
  .transform((id) => id.toLowerCase());
