import { useApolloClient } from '@apollo/client/react';
import { PATIENT_PICKER_LIMIT } from '@portal/domain';
import { useCallback } from 'react';
import {
  PatientPickerOptionsDocument,
  type PatientPickerOptionsQuery,
} from '../../../__generated__/graphql';
import { AsyncAutocomplete, type PickerProps } from './async-autocomplete';

export type PatientOption = PatientPickerOptionsQuery['patients']['items'][number];

type Props = PickerProps<PatientOption>;

/** "Kowalski Jan (PESEL)": the name as lists show it, told apart by the identity number. */
export function patientOptionLabel({ contact }: PatientOption): string {
  return `${contact.lastName} ${contact.firstName} (${contact.ssn})`;
}

/**
 * A patient the user may see, searched by name on the server (the `patients` search),
 * PATIENT_PICKER_LIMIT at a time (spec part 1 §9).
 */
export function PatientPicker(props: Props) {
  const client = useApolloClient();
  const search = useCallback(
    async (text: string) => {
      const { data } = await client.query({
        query: PatientPickerOptionsDocument,
        variables: {
          where: text ? { name: text } : {},
          pagination: { take: PATIENT_PICKER_LIMIT },
        },
        fetchPolicy: 'network-only',
      });
      return data?.patients.items ?? [];
    },
    [client],
  );
  return (
    <AsyncAutocomplete<PatientOption>
      {...props}
      search={search}
      getOptionLabel={patientOptionLabel}
    />
  );
}
