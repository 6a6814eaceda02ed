import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeletePatientDocument } from '../../../__generated__/graphql';

/**
 * Deleting a patient; the server refuses while studies or referrals depend on it, and the app's
 * error catalogue shows its message (`remove` rejects). `forget` drops the patient from the
 * cache: call it once the page showing the patient is gone, or that page would ask for it again.
 */
export function useDeletePatient() {
  const client = useApolloClient();
  const [mutate] = useMutation(DeletePatientDocument, {
    update: (cache, { data }) => {
      if (data?.deletePatient) cache.evict({ fieldName: 'patients' });
    },
  });
  const remove = useCallback(
    async (id: string) => {
      await mutate({ variables: { id } });
    },
    [mutate],
  );
  const forget = useCallback(
    (id: string) => {
      client.cache.evict({ id: client.cache.identify({ __typename: 'Patient', id }) });
      client.cache.gc();
    },
    [client],
  );
  return { remove, forget };
}
