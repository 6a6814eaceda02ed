import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AddPatientDocument,
  UpdatePatientDocument,
  type PatientFieldsFragment,
  type PatientInput,
} from '../../../__generated__/graphql';
import type { PortalOperationContext } from '../../../shared/api/apollo-client';

/** The dialog shows validation and other errors of a save itself, next to the fields. */
const SILENT: PortalOperationContext = { silentErrors: true };

/**
 * Adds a patient, or updates the one with `patientId` at the `version` the form loaded (a stale
 * one is refused: ADR 0021); rejects with the Apollo error.
 */
export function useSavePatient(patientId: string | undefined) {
  const [add] = useMutation(AddPatientDocument, {
    // A new patient may belong on any page of any search: lists ask again when next shown.
    update: (cache) => cache.evict({ fieldName: 'patients' }),
  });
  const [update] = useMutation(UpdatePatientDocument);
  return useCallback(
    async (input: PatientInput, version?: number): Promise<PatientFieldsFragment> => {
      if (patientId) {
        if (version === undefined) throw new Error('updatePatient needs the edited version');
        const { data } = await update({
          variables: { id: patientId, patient: input, version },
          context: SILENT,
        });
        if (!data) throw new Error('updatePatient returned no data');
        return data.updatePatient;
      }
      const { data } = await add({ variables: { newPatient: input }, context: SILENT });
      if (!data) throw new Error('addPatient returned no data');
      return data.addPatient;
    },
    [add, update, patientId],
  );
}
