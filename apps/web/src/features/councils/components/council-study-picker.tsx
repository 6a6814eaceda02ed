import { useApolloClient } from '@apollo/client/react';
import { isLang, PATIENT_PICKER_LIMIT } from '@portal/domain';
import { useCallback, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CouncilStudyOptionsDocument,
  type CouncilStudyFragment,
} from '../../../__generated__/councils/graphql';
import { PatientPickerOptionsDocument } from '../../../__generated__/graphql';
import { AsyncAutocomplete } from '../../../shared/ui/pickers/async-autocomplete';
import { councilStudyLabel } from './council-study-label';

interface Props {
  label: string;
  value: readonly CouncilStudyFragment[];
  onChange: (value: CouncilStudyFragment[]) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The studies a council gathers (spec part 2 §2 "Councils"): the caller's studies, the most
 * recently changed first; typing searches the patients the caller sees by name and lists their
 * studies. Each option names the patient, the study type and the date.
 */
export function CouncilStudyPicker(props: Props) {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const client = useApolloClient();
  const studiesOf = useCallback(
    async (patient: string | null) => {
      const { data } = await client.query({
        query: CouncilStudyOptionsDocument,
        variables: { where: patient ? { patient } : {} },
        fetchPolicy: 'network-only',
      });
      return data?.studies.items ?? [];
    },
    [client],
  );
  const search = useCallback(
    async (text: string) => {
      if (!text) return studiesOf(null);
      const { data } = await client.query({
        query: PatientPickerOptionsDocument,
        variables: { where: { name: text }, pagination: { take: PATIENT_PICKER_LIMIT } },
        fetchPolicy: 'network-only',
      });
      const patients = data?.patients.items ?? [];
      const found = await Promise.all(patients.map((patient) => studiesOf(patient.id)));
      return found.flat();
    },
    [client, studiesOf],
  );
  return (
    <AsyncAutocomplete<CouncilStudyFragment>
      {...props}
      multiple
      required
      search={search}
      getOptionLabel={(study) => councilStudyLabel(study, lang)}
    />
  );
}
