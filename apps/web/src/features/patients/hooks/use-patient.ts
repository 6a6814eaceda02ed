import { useQuery } from '@apollo/client/react';
import { ERROR_CODES } from '@portal/domain';
import { PatientDocument } from '../../../__generated__/graphql';
import { errorCode } from '../../../shared/api/classify-error';

/**
 * One patient by id. An unknown id (or one that is not an id at all, or a patient outside the
 * caller's scope, which the server reports the same way) is `notFound`; the page says so itself.
 */
export function usePatient(id: string) {
  const result = useQuery(PatientDocument, {
    variables: { id },
    context: { silentErrors: true },
  });
  const code = result.error ? errorCode(result.error) : null;
  return {
    patient: result.data?.patient ?? null,
    loading: result.loading,
    error: result.error ?? null,
    notFound: code === ERROR_CODES.NOT_FOUND || code === ERROR_CODES.BAD_USER_INPUT,
    refetch: result.refetch,
  };
}
