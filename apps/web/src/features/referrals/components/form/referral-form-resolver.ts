import { validatePesel, ZAddReferalInput, ZUpdateReferalInput, type Lang } from '@portal/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { domainErrorMap } from '../../../../shared/hooks/domain-error-map';
import { MALFORMED_DATE } from '../../../../shared/ui/date-field';
import {
  formFieldOf,
  referralInput,
  type ReferralFormMode,
  type ReferralFormValues,
} from './referral-form-values';

type Errors = FieldErrors<ReferralFormValues>;

/** Puts `message` at a dotted path of the errors, unless one is there already. */
function setErrorAt(errors: Errors, path: string, message: string): void {
  const parts = path.split('.');
  let node = errors as Record<string, unknown>;
  for (const [index, part] of parts.slice(0, -1).entries()) {
    const nextIsIndex = /^\d+$/.test(parts[index + 1]!);
    node[part] ??= nextIsIndex ? [] : {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] ??= { type: 'validate', message };
}

/**
 * What the schema alone leaves unsaid on the form: a missing patient or issuer while other fields
 * are still invalid (the schema's own check waits for them), a date typed halfway, and a wrong
 * PESEL said when the field is left rather than once the rest of the patient is valid.
 */
function formOnlyErrors(values: ReferralFormValues, errors: Errors, options: ResolverOptions) {
  const entering = options.mode.kind === 'create' && values.patientMode === 'new';
  if (!entering && !values.patient)
    setErrorAt(errors, 'patient', 'validation.referral.patientRequired');
  if (options.pickIssuer && !values.issuer)
    setErrorAt(errors, 'issuer', 'validation.referral.issuerRequired');
  if (!entering) return;
  const patient = values.newPatient;
  if (patient.birthDate === MALFORMED_DATE)
    setErrorAt(errors, 'newPatient.birthDate', 'validation.date.format');
  if (patient.ssnIsPesel && patient.ssn.trim()) {
    const problem = validatePesel(patient.ssn.trim());
    if (problem) setErrorAt(errors, 'newPatient.ssn', problem);
  }
}

export interface ResolverOptions {
  mode: ReferralFormMode;
  /** The caller picks the issuer (`referrals.pickIssuer`), so the form must name one. */
  pickIssuer: boolean;
  lang: Lang;
}

/**
 * Validates with the schema the server parses the same save with (ZAddReferalInput or
 * ZUpdateReferalInput: at least one study type, the texts' rules, the new patient with its PESEL
 * check; spec part 2 §5). Messages are catalogue keys.
 */
export function referralFormResolver(options: ResolverOptions): Resolver<ReferralFormValues> {
  return (values) => {
    const { mode, pickIssuer, lang } = options;
    const input = referralInput(values, { creating: mode.kind === 'create', pickIssuer });
    const parsed =
      mode.kind === 'edit'
        ? ZUpdateReferalInput.safeParse(
            { ...input, version: mode.version },
            { error: domainErrorMap(lang) },
          )
        : ZAddReferalInput.safeParse(input, { error: domainErrorMap(lang) });
    const errors: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = formFieldOf(issue.path.map(String).join('.'));
      setErrorAt(errors, field === 'version' || field === '' ? 'root' : field, issue.message);
    }
    formOnlyErrors(values, errors, options);
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
