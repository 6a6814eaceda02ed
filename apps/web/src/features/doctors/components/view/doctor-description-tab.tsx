import { isLang } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { DoctorViewFieldsFragment } from '../../../../__generated__/doctors/graphql';
import { formatTenths } from '../../../../shared/format/numbers';
import { Field, FieldList, ViewCard } from './field-list';

/** A calendar day ("2026-07-01") as the portal writes dates (dd.MM.yyyy), without time zones. */
function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}.${month}.${year}` : day;
}

/**
 * The description tab (describing doctors; issue 20 §2): what they describe, their limit of
 * hours, vacation, branches and the load they carry now (open studies and their hours).
 */
export function DoctorDescriptionTab({ doctor }: { doctor: DoctorViewFieldsFragment }) {
  const { t, i18n } = useTranslation('doctorView');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const none = t('none');
  const info = doctor.describerInfo;
  const max = doctor.maxStudyHoursToDescribe ?? info?.maxStudyHoursToDescribe ?? null;
  const start = doctor.user?.vacationStart ?? info?.vacationStart ?? null;
  const end = doctor.user?.vacationEnd ?? info?.vacationEnd ?? null;

  let vacation: string;
  if (start && end)
    vacation = t('description.vacationRange', { from: formatDay(start), to: formatDay(end) });
  else if (start) vacation = t('description.vacationFrom', { from: formatDay(start) });
  else if (end) vacation = t('description.vacationUntil', { to: formatDay(end) });
  else vacation = t('description.noVacation');

  return (
    <Stack spacing={2}>
      <ViewCard title={t('description.title')}>
        <FieldList>
          <Field label={t('description.studyTypes')}>
            {doctor.describingStudyTypes.length > 0
              ? doctor.describingStudyTypes.map((type) => type.name).join(', ')
              : none}
          </Field>
          <Field label={t('description.maxHours')}>
            {max === null ? t('description.noLimit') : t('description.hours', { value: max })}
          </Field>
          <Field label={t('description.vacation')}>{vacation}</Field>
          <Field label={t('description.branches')}>
            {doctor.employedInBranches.length > 0
              ? doctor.employedInBranches.map((branch) => branch.name).join(', ')
              : none}
          </Field>
        </FieldList>
      </ViewCard>
      {info && (
        <ViewCard title={t('description.load')}>
          <FieldList>
            <Field label={t('description.openStudies')}>{info.openStudies}</Field>
            <Field label={t('description.occupancy')}>
              {max === null
                ? t('description.hours', {
                    value: formatTenths(info.descriptionOccupancyHours, lang),
                  })
                : t('description.occupancyOf', {
                    hours: formatTenths(info.descriptionOccupancyHours, lang),
                    max,
                  })}
            </Field>
          </FieldList>
        </ViewCard>
      )}
    </Stack>
  );
}
