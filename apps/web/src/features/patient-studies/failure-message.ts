import { ERROR_CODES } from '@portal/domain';
import { classifyError, errorCode } from '../../shared/api/classify-error';
import { serverValidationErrors } from '../../shared/hooks/server-validation';

/** The fields of the access form a server's refusal may name. */
export type AccessField = 'ssn' | 'email' | 'acceptTerms' | 'proofOfWork';
const ACCESS_FIELDS: readonly string[] = ['ssn', 'email', 'acceptTerms', 'proofOfWork'];

/**
 * A refusal of the form's input by field: BAD_USER_INPUT with its field paths, or a CONFLICT (a
 * number that is not the link's patient's), which belongs to the number. Null when the refusal
 * names no field: the form shows it above its button.
 */
export function fieldRefusals(error: unknown): Partial<Record<AccessField, string>> | null {
  if (errorCode(error) === ERROR_CODES.CONFLICT) {
    const kind = classifyError(error);
    return kind.kind === 'other' ? { ssn: kind.message } : null;
  }
  const problems = serverValidationErrors(error);
  if (!problems) return null;
  const byField: Partial<Record<AccessField, string>> = {};
  for (const { path, message } of problems) {
    const field = path.split('.')[0] ?? '';
    if (!ACCESS_FIELDS.includes(field)) return null;
    byField[field as AccessField] ??= message;
  }
  return Object.keys(byField).length > 0 ? byField : null;
}
