import { useApolloClient } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { describerAvailability, isLang, warsawToday } from '@portal/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  StudyDescriberOptionsDocument,
  type StudyDescriberOptionsQuery,
} from '../../../../__generated__/graphql';
import {
  AsyncAutocomplete,
  type PickerProps,
} from '../../../../shared/ui/pickers/async-autocomplete';
import { formatTenths } from '../../../../shared/format/numbers';
import { doctorName } from '../doctor-name';
import type { DoctorOption } from './study-form-values';

type DescriberOption = StudyDescriberOptionsQuery['doctorOptions'][number];

type Props = PickerProps<DoctorOption> & {
  /** Only describing doctors; each shown disabled with the reason when they cannot take it. */
  describers?: { minutesToDescribe: number };
  /** Only doctors with a portal account (sharing). */
  registeredOnly?: boolean;
};

/**
 * A doctor or facility, searched on the server (doctorOptions: 20, by last name then company
 * name; spec part 2 §9). As a describer picker it shows a doctor on vacation, or one whose open
 * description hours plus this study's would pass their maximum, disabled with the reason
 * (spec part 2 §5) — the server refuses them too.
 */
export function DoctorPicker({ describers, registeredOnly, ...props }: Props) {
  const { t, i18n } = useTranslation('studyForm');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const client = useApolloClient();
  const describersOnly = Boolean(describers);
  const search = useCallback(
    async (text: string) => {
      const { data } = await client.query({
        query: StudyDescriberOptionsDocument,
        variables: {
          where: {
            ...(text ? { search: text } : {}),
            ...(describersOnly ? { describersOnly: true } : {}),
            ...(registeredOnly ? { registeredOnly: true } : {}),
          },
        },
        fetchPolicy: 'network-only',
      });
      return data?.doctorOptions ?? [];
    },
    [client, describersOnly, registeredOnly],
  );
  const unavailable = (option: DoctorOption) => {
    const info = (option as DescriberOption).describerInfo;
    if (!describers || !info) return null;
    const availability = describerAvailability(
      {
        vacationStart: info.vacationStart ?? null,
        vacationEnd: info.vacationEnd ?? null,
        maxStudyHoursToDescribe: info.maxStudyHoursToDescribe ?? null,
        descriptionOccupancyHours: info.descriptionOccupancyHours,
      },
      describers.minutesToDescribe,
      warsawToday(),
    );
    return availability.available ? null : availability.reason;
  };
  return (
    <AsyncAutocomplete<DoctorOption>
      {...(props as PickerProps<DoctorOption>)}
      search={search}
      getOptionLabel={doctorName}
      getOptionDisabled={describers ? (option) => unavailable(option) !== null : undefined}
      renderOption={(option) => {
        const reason = unavailable(option);
        const info = (option as DescriberOption).describerInfo;
        return (
          <Stack>
            <span>{doctorName(option)}</span>
            {describers && info && (
              <Typography variant="caption" color={reason ? 'error' : 'text.secondary'}>
                {reason === 'vacation'
                  ? t('describers.onVacation')
                  : t('describers.load', {
                      hours: formatTenths(info.descriptionOccupancyHours, lang),
                      max: info.maxStudyHoursToDescribe ?? '∞',
                    })}
              </Typography>
            )}
          </Stack>
        );
      }}
    />
  );
}
