import {
  issueMessage,
  ZOpenPatientStudies,
  ZStudiesLinkRequest,
  type MessageKey,
} from '@portal/domain';
import type { AccessField } from './failure-message';

/**
 * The access form's checks with the schemas the server applies (ZStudiesLinkRequest,
 * ZOpenPatientStudies). This module — and zod with it — is imported when the form is first
 * touched, never with the page: zod alone would take most of what is left of its budget.
 */

export interface AccessValues {
  ssn: string;
  email: string;
  acceptTerms: boolean;
  proofOfWork: string | null;
}

export interface AccessProblem {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export type AccessProblems = Partial<Record<AccessField, AccessProblem>>;

/** The catalogue's keys, as the schemas write them; anything else is zod's own words. */
const isKey = (message: string): message is MessageKey =>
  message.startsWith('validation.') || message.startsWith('errors.');

/** What is wrong with the form, by field; the first problem of each. */
export function accessProblems(values: AccessValues, token: string | null): AccessProblems {
  const result = token
    ? ZOpenPatientStudies.safeParse({ token, ssn: values.ssn, acceptTerms: values.acceptTerms })
    : ZStudiesLinkRequest.safeParse({ ...values, proofOfWork: values.proofOfWork ?? '' });
  const problems: AccessProblems = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as AccessField;
    if (field === ('token' as AccessField) || problems[field]) continue;
    problems[field] = issueMessage(issue, isKey);
  }
  return problems;
}
