import { useQuery } from '@apollo/client/react';
import { ERROR_CODES } from '@portal/domain';
import {
  DoctorContactCardDocument,
  DoctorViewDocument,
} from '../../../__generated__/doctors/graphql';
import { errorCode } from '../../../shared/api/classify-error';

/**
 * One doctor or facility by id, as the view page shows it: everything for those who hold the
 * lists (`full`), else only the contact card (the referring roles, spec part 2 §2). An unknown id
 * (or no id at all) is `notFound`: the page says 'Nie znaleziono lekarza.' itself.
 */
export function useDoctorView(id: string, { full }: { full: boolean }) {
  const options = { variables: { id }, context: { silentErrors: true } } as const;
  const view = useQuery(DoctorViewDocument, { ...options, skip: !full });
  const card = useQuery(DoctorContactCardDocument, { ...options, skip: full });
  const result = full ? view : card;
  const code = result.error ? errorCode(result.error) : null;
  return {
    doctor: view.data?.doctor ?? null,
    contact: (full ? view.data?.doctor : card.data?.doctor) ?? null,
    loading: result.loading,
    error: result.error ?? null,
    notFound: code === ERROR_CODES.NOT_FOUND || code === ERROR_CODES.BAD_USER_INPUT,
    refetch: result.refetch,
  };
}
