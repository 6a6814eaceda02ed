import { zodResolver } from '@hookform/resolvers/zod';
import {
  RICH_TEXT_NOTE_MAX,
  validatePesel,
  ZPatientInput,
  type Lang,
  type TPatientInputParsed,
} from '@portal/domain';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { domainErrorMap } from '../../../../shared/hooks/domain-error-map';
import { domainText } from '../../../../shared/i18n/domain-text';
import { MALFORMED_DATE, type PatientFormValues } from './patient-form-values';

function errorAt(errors: FieldErrors<PatientFormValues>, path: string): FieldError | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node as FieldError | undefined;
}

function setErrorAt(errors: FieldErrors<PatientFormValues>, path: string, message: string): void {
  const parts = path.split('.');
  let node = errors as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = { type: 'validate', message };
}

/** Rich-text notes whose "too long" message needs its limit (the schema's refine cannot carry it). */
const RICH_TEXT_PATHS = ['notes', 'contact.primaryDescription'] as const;

/**
 * What ZPatientInput alone leaves unsaid on a form: a date typed only halfway, and a wrong PESEL
 * while another field is still empty (the schema checks the PESEL only once the rest is valid,
 * but the user should hear about it when leaving the field).
 */
function formOnlyErrors(
  values: PatientFormValues,
  errors: FieldErrors<PatientFormValues>,
  lang: Lang,
) {
  for (const path of ['contact.birthDate', 'registrationDate'] as const) {
    const value = path === 'registrationDate' ? values.registrationDate : values.contact.birthDate;
    if (value === MALFORMED_DATE) setErrorAt(errors, path, 'validation.date.format');
  }
  if (values.ssnIsPesel && values.contact.ssn.trim() && !errorAt(errors, 'contact.ssn')) {
    const problem = validatePesel(values.contact.ssn.trim());
    if (problem) setErrorAt(errors, 'contact.ssn', problem);
  }
  for (const path of RICH_TEXT_PATHS) {
    const error = errorAt(errors, path);
    if (error?.message === 'validation.string.max') {
      error.message = domainText(lang, 'validation.string.max', { max: RICH_TEXT_NOTE_MAX });
    }
  }
}

/**
 * zodResolver(ZPatientInput) with our messages: the form validates with the very schema the API
 * parses `addPatient`/`updatePatient` with, and submits the parsed (trimmed, nulled) input.
 */
export function createPatientFormResolver(
  lang: Lang,
): Resolver<PatientFormValues, unknown, TPatientInputParsed> {
  const base = zodResolver(ZPatientInput, { error: domainErrorMap(lang) }) as unknown as Resolver<
    PatientFormValues,
    unknown,
    TPatientInputParsed
  >;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors = { ...result.errors } as FieldErrors<PatientFormValues>;
    formOnlyErrors(values, errors, lang);
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors };
  };
}
