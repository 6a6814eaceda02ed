import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StudyDoctorOptionsDocument } from '../../../../__generated__/graphql';
import { AsyncAutocomplete } from '../../../../shared/ui/pickers/async-autocomplete';
import {
  rememberDescriber,
  rememberedDescriber,
  type DescriberOption,
} from '../../hooks/describer-label';
import { doctorName } from '../../../../shared/format/doctor-name';

interface Props {
  /** The chosen describer's id, or ''. */
  value: string;
  onChange: (id: string) => void;
}

/**
 * The describer filter (Admin, Technician, Manager; spec part 2 §2): describing doctors searched
 * by name on the server (`doctorOptions(where: { describersOnly: true })`).
 */
export function DescriberFilter({ value, onChange }: Props) {
  const { t } = useTranslation('studies');
  const client = useApolloClient();
  const search = useCallback(
    async (text: string): Promise<DescriberOption[]> => {
      const { data } = await client.query({
        query: StudyDoctorOptionsDocument,
        variables: { where: { describersOnly: true, ...(text ? { search: text } : {}) } },
        fetchPolicy: 'network-only',
        context: { silentErrors: true },
      });
      return (data?.doctorOptions ?? []).map((doctor) => ({
        id: doctor.id,
        name: doctorName(doctor),
      }));
    },
    [client],
  );
  const selected = useMemo(
    () =>
      value
        ? (rememberedDescriber(value) ?? { id: value, name: t('filters.describerChosen') })
        : null,
    [value, t],
  );

  return (
    <AsyncAutocomplete<DescriberOption>
      label={t('filters.describer')}
      value={selected}
      onChange={(option) => {
        rememberDescriber(option);
        onChange(option?.id ?? '');
      }}
      search={search}
      getOptionLabel={(option) => option.name}
    />
  );
}
