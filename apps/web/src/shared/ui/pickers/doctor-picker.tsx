import { useApolloClient } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { describerAvailability, isLang, warsawToday } from '@portal/domain';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DoctorPickerOptionsDocument,
  type DoctorPickerOptionsQuery,
} from '../../../__generated__/graphql';
import { doctorName, type NamedDoctor } from '../../format/doctor-name';
import { formatTenths } from '../../format/numbers';
import { AsyncAutocomplete, type PickerOption, type PickerProps } from './async-autocomplete';

export type DoctorOption = DoctorPickerOptionsQuery['doctorOptions'][number];

/**
 * The props of a picker whose value is a `V` (what the form holds of a doctor, e.g. a feature's
 * fragment); what it picks is a `DoctorOption`, which must be a `V` too.
 */
type Props<V extends PickerOption & NamedDoctor> = PickerProps<V | DoctorOption> & {
  /** Only describing doctors; each shown disabled with the reason when they cannot take it. */
  describers?: { minutesToDescribe: number };
  /** Only doctors with a portal account (sharing, the issuers of referrals). */
  registeredOnly?: boolean;
  /** A line under a doctor's name (the referral form's "no stamp yet"), or nothing. */
  optionNote?: (option: V | DoctorOption) => ReactNode;
};

/**
 * A doctor or facility, searched on the server (doctorOptions: 20, by last name then company
 * name; spec part 2 §9). As a describer picker it shows a doctor on vacation, or one whose open
 * description hours plus this study's would pass their maximum, disabled with the reason
 * (spec part 2 §5) — the server refuses them too.
 */
export function DoctorPicker<V extends PickerOption & NamedDoctor = DoctorOption>({
  describers,
  registeredOnly,
  optionNote,
  ...props
}: Props<V>) {
  // The describers' load is told in the study form's words, the only describer picker.
  const { t, i18n } = useTranslation('studyForm');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const client = useApolloClient();
  const describersOnly = Boolean(describers);
  const search = useCallback(
    async (text: string) => {
      const { data } = await client.query({
        query: DoctorPickerOptionsDocument,
        variables: {
          where: {
            ...(text ? { search: text } : {}),
            ...(describersOnly ? { describersOnly: true } : {}),
            ...(registeredOnly ? { registeredOnly: true } : {}),
          },
          withDescriberInfo: describersOnly,
        },
        fetchPolicy: 'network-only',
      });
      return data?.doctorOptions ?? [];
    },
    [client, describersOnly, registeredOnly],
  );
  // The options are the search's; the value may be the form's own kind of doctor.
  const infoOf = (option: V | DoctorOption) => (option as Partial<DoctorOption>).describerInfo;
  const unavailable = (option: V | DoctorOption) => {
    const info = infoOf(option);
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
    <AsyncAutocomplete<V | DoctorOption>
      {...(props as PickerProps<V | DoctorOption>)}
      search={search}
      getOptionLabel={doctorName}
      getOptionDisabled={describers ? (option) => unavailable(option) !== null : undefined}
      renderOption={(option) => {
        const reason = unavailable(option);
        const info = infoOf(option);
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
            {optionNote?.(option)}
          </Stack>
        );
      }}
    />
  );
}
