import type { TPatientInputParsed } from '@portal/domain';
import { isDeepStrictEqual } from 'node:util';
import type { PatientRow, SanitizedHtml } from './patients.repository.js';

/**
 * The names of the fields an update changes ('contact.lastName', 'consents', …), for the audit
 * trail: it records what was changed, never the values.
 */
export function changedFields(
  before: PatientRow,
  input: TPatientInputParsed,
  html: SanitizedHtml,
): string[] {
  const after = {
    notes: html.notes,
    consents: input.consents,
    registrationDate: input.registrationDate,
    ssnIsPesel: input.ssnIsPesel,
  };
  const afterContact = { ...input.contact, primaryDescription: html.primaryDescription };
  const changed = (Object.keys(after) as (keyof typeof after)[])
    .filter((key) => !isDeepStrictEqual(before[key], after[key]))
    .map(String);
  for (const key of Object.keys(afterContact) as (keyof typeof afterContact)[]) {
    if (!isDeepStrictEqual(before.contact[key], afterContact[key])) changed.push(`contact.${key}`);
  }
  return changed;
}
