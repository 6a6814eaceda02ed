import { z } from 'zod';
import { GUARDIAN_BASES } from '../consents.js';
import { LANGS } from '../lang.js';
import type { MessageKey } from '../messages/index.js';
import { ZRecordId } from './files.js';
import { personName } from './text.js';

/**
 * Consent requests (staff → tablet) and the answers a patient signs on the kiosk
 * (spec part 1 §4 "Consent on tablet"). Errors are message keys, as everywhere.
 */

/** Longest guardian name accepted. */
export const GUARDIAN_NAME_MAX = 200;

/** The largest signature image accepted, in bytes of PNG (a signature pad drawing is far less). */
export const SIGNATURE_MAX_BYTES = 512 * 1024;

/** What the kiosk sends: the signature pad's canvas as `canvas.toDataURL('image/png')`. */
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';

export const ZConsentRequestInput = z.object({
  tabletId: ZRecordId,
  patientId: ZRecordId,
  parentName: personName({ max: GUARDIAN_NAME_MAX }),
  parentType: z
    .enum(GUARDIAN_BASES)
    .nullish()
    .transform((value) => value ?? null),
});
export type TConsentRequestInput = z.output<typeof ZConsentRequestInput>;

/** A field-level problem in the shape zod reports, so the server localizes it like the rest. */
export interface FieldIssue {
  code: 'custom';
  path: string[];
  message: MessageKey;
  params?: Record<string, string | number>;
  input?: unknown;
}

/**
 * A minor's consent needs the guardian's name and basis (spec part 1 §4, §9); staff fill them
 * in the consent section, the server checks them again.
 */
export function guardianIssues(
  minor: boolean,
  guardian: { parentName: string | null; parentType: string | null },
): FieldIssue[] {
  if (!minor) return [];
  const issues: FieldIssue[] = [];
  if (!guardian.parentName) {
    issues.push({
      code: 'custom',
      path: ['parentName'],
      message: 'validation.consent.guardianNameRequired',
    });
  }
  if (!guardian.parentType) {
    issues.push({
      code: 'custom',
      path: ['parentType'],
      message: 'validation.consent.guardianBasisRequired',
    });
  }
  return issues;
}

/** Length of a base64 text that decodes to at most `bytes` bytes. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

export const ZSignatureDataUrl = z
  .string({ error: 'validation.consent.signatureRequired' })
  .min(1, { error: 'validation.consent.signatureRequired', abort: true })
  .refine((value) => value.startsWith(SIGNATURE_DATA_URL_PREFIX), {
    error: 'validation.consent.signatureInvalid',
    abort: true,
  })
  .refine(
    (value) => value.length <= SIGNATURE_DATA_URL_PREFIX.length + base64Length(SIGNATURE_MAX_BYTES),
    {
      error: 'validation.consent.signatureTooLarge',
      params: { maxKb: SIGNATURE_MAX_BYTES / 1024 },
      abort: true,
    },
  )
  .refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value.slice(SIGNATURE_DATA_URL_PREFIX.length)), {
    error: 'validation.consent.signatureInvalid',
  });

/** submitConsent: the patient's answers, in the language the form was shown in. */
export const ZConsentAnswersInput = z.object({
  requestId: z.uuid({ error: 'validation.invalid' }).transform((id) => id.toLowerCase()),
  lang: z.enum(LANGS),
  rodo: z.boolean(),
  sending: z.boolean(),
  dataProcessing: z.boolean(),
  /** Only when the pregnancy question was asked; null or missing otherwise. */
  woman: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  signature: ZSignatureDataUrl,
});
export type TConsentAnswersInput = z.output<typeof ZConsentAnswersInput>;
