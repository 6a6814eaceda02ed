import type { TPatientInputParsed } from '@portal/domain';
import { badInput } from '../../errors/app-error.js';
import type { PatientRow } from './patients.repository.js';

/**
 * A patient's identity number (`contact.ssn`) and its kind (`ssnIsPesel`) belong to the clinic's
 * staff once the patient exists (auth/patient-policy.ts mayChangeIdentity, ADR 0021): a caller
 * who does not see every patient could otherwise test, through the uniqueness check, whether a
 * number belongs to a patient they may not see.
 */

/**
 * Spaces, hyphens and letter case do not make another number: the same folding as `search_ssn`,
 * which the uniqueness of identity numbers is decided on (migration 0004).
 */
const folded = (value: string | null) =>
  (value ?? '')
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s-]+/g, '');

/** The field an update would change the identity at, or null when it keeps it. */
export function identityChangeAt(
  row: Pick<PatientRow, 'ssnIsPesel' | 'contact'>,
  input: TPatientInputParsed,
): 'contact.ssn' | 'ssnIsPesel' | null {
  if (folded(row.contact.ssn) !== folded(input.contact.ssn)) return 'contact.ssn';
  if (row.ssnIsPesel !== input.ssnIsPesel) return 'ssnIsPesel';
  return null;
}

/**
 * The input with the stored identity, byte for byte: a caller who may not change it writes back
 * exactly what is there, so their save can never meet the uniqueness check.
 */
export function withStoredIdentity(
  row: Pick<PatientRow, 'ssnIsPesel' | 'contact'>,
  input: TPatientInputParsed,
): TPatientInputParsed {
  return {
    ...input,
    ssnIsPesel: row.ssnIsPesel,
    contact: { ...input.contact, ssn: row.contact.ssn ?? input.contact.ssn },
  };
}

/** 'Numer PESEL lub numer dokumentu tożsamości może zmienić tylko rejestracja placówki' */
export const identityStaffOnly = (path: 'contact.ssn' | 'ssnIsPesel') =>
  badInput([
    {
      code: 'custom',
      message: 'validation.patient.identityStaffOnly',
      path: path.split('.'),
      input: undefined,
    },
  ]);
