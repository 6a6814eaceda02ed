import { ZDoctorInput, ZDoctorLogin, type DoctorFieldRights, type Lang } from '@portal/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { domainErrorMap } from '../../../../shared/hooks/domain-error-map';
import { formToInput, type DoctorFormOutput, type DoctorFormValues } from './doctor-form-values';

/**
 * The form field an issue of DoctorInput (the client's or the server's) belongs to: the input's
 * path, but the branch ids are the branch picker's and the argument's name is dropped.
 */
export function doctorFieldOf(path: string): string {
  const inInput = path.replace(/^doctor\./, '');
  if (inInput.startsWith('employedInBranchIds')) return 'employedInBranches';
  // One phone or e-mail of a list is said under its list.
  const list =
    /^(phoneNumbers|emailAddresses|specializations|regions|describingStudyTypeIds)\.\d+$/.exec(
      inInput,
    );
  return list ? list[1]! : inInput;
}

function setErrorAt(errors: FieldErrors<DoctorFormValues>, path: string, message: string) {
  const parts = path.split('.');
  let node = errors as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1]!;
  // The first problem of a field is the one it shows.
  node[last] ??= { type: 'validate', message };
}

function addIssues(
  errors: FieldErrors<DoctorFormValues>,
  issues: readonly z.core.$ZodIssue[],
  prefix: string[] = [],
) {
  for (const issue of issues) {
    const path = doctorFieldOf([...prefix, ...issue.path.map(String)].join('.'));
    setErrorAt(errors, path || 'root', issue.message);
  }
}

/**
 * Validates the form with the very schemas the API parses addDoctor with: ZDoctorInput for what
 * the role may send (formToInput) and, when adding with a login, ZDoctorLogin. Messages are
 * message keys of the domain's catalogue (shown by useDomainMessage) or texts with their values.
 */
export function createDoctorFormResolver(
  lang: Lang,
  rights: DoctorFieldRights,
  adding: boolean,
): Resolver<DoctorFormValues, unknown, DoctorFormOutput> {
  const error = domainErrorMap(lang);
  return (values) => {
    const errors: FieldErrors<DoctorFormValues> = {};
    const parsed = ZDoctorInput.safeParse(formToInput(values, rights), {
      error,
      reportInput: true,
    });
    if (!parsed.success) addIssues(errors, parsed.error.issues);
    const typedLogin = values.login.trim();
    let login: string | null = null;
    if (adding && rights.login && typedLogin) {
      const checked = ZDoctorLogin.safeParse(typedLogin, { error, reportInput: true });
      if (checked.success) login = checked.data;
      else addIssues(errors, checked.error.issues, ['login']);
    }
    if (!parsed.success || Object.keys(errors).length > 0) {
      return { values: {} as Record<string, never>, errors };
    }
    return { values: { input: parsed.data, login }, errors: {} };
  };
}
