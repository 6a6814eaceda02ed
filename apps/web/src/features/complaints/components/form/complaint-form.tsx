import { useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  COMPLAINANT_NAME_MAX,
  COMPLAINT_STATUSES,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TYPES,
  isLang,
  type ComplaintStatus,
} from '@portal/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ComplaintPatientStudiesDocument,
  type ComplaintFormFieldsFragment,
} from '../../../../__generated__/complaints/graphql';
import { formatDate, formatDateTime } from '../../../../shared/format/dates';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { DateField } from '../../../../shared/ui/date-field';
import { DoctorPicker } from '../../../../shared/ui/pickers/doctor-picker';
import { PatientPicker } from '../../../../shared/ui/pickers/patient-picker';
import { UserPicker, userOptionLabel } from '../../../../shared/ui/pickers/user-picker';
import { RESPONSIBLE_ROLES } from '../responsible-roles';
import { dueDateOf, type ComplaintFormValues } from './complaint-form-values';

type Study = NonNullable<ComplaintFormFieldsFragment['study']>;

interface Props {
  /** The app config's complaint reasons. */
  complaintTypes: readonly string[];
  /** Hours a complaint is due after its report (null until the config arrives). */
  resolutionHours: number | null;
  /** The complaint edited (its stored due date, study and resolution); null when adding. */
  complaint: ComplaintFormFieldsFragment | null;
  /** A Complaints user cannot hand their complaint on: the responsible person is shown only. */
  responsibleFixed: boolean;
}

/**
 * A disabled field's hint says how to enable it: it keeps the readable secondary colour, not the
 * disabled one (WCAG AA contrast).
 */
const READABLE_WHEN_DISABLED = { '&.Mui-disabled': { color: 'text.secondary' } };
/** A dictionary's entries, with a value the complaint holds that the config no longer lists. */
function withHeld(options: readonly string[], held: string): string[] {
  return held && !options.includes(held) ? [...options, held] : [...options];
}

/**
 * The complaint form (spec part 2 §5 "Complaint"): the complainant and their contact, the report
 * date and time, type, reason of the app config, description, responsible person, linked patient,
 * doctor and study, the due date (read-only, report date + complaintResolutionTimeHours), status
 * and the resolution, written only when closing; inside a FormProvider of ComplaintFormValues,
 * validated on blur with the domain's schema.
 */
export function ComplaintForm({
  complaintTypes,
  resolutionHours,
  complaint,
  responsibleFixed,
}: Props) {
  const { t, i18n } = useTranslation('complaints');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const domainMessage = useDomainMessage();
  const { control, register, formState, setValue, clearErrors } =
    useFormContext<ComplaintFormValues>();
  const error = (field: keyof ComplaintFormValues) =>
    domainMessage(formState.errors[field]?.message);
  const [day, time, status, patient] = useWatch({
    control,
    name: ['day', 'time', 'status', 'patient'],
  });
  const dueDate = dueDateOf({ day, time }, resolutionHours, complaint);
  const closed = status === 'Closed';
  const storedResolution = complaint?.complaintResolution ?? '';

  // The study is one of the linked patient's (the server checks it too).
  const studies = useQuery(ComplaintPatientStudiesDocument, {
    variables: { patientId: patient?.id ?? '' },
    skip: !patient,
    context: { silentErrors: true },
  });
  const options: Study[] = [...(patient ? (studies.data?.studies.items ?? []) : [])];
  const stored = complaint?.study;
  if (stored && patient?.id === complaint.patient?.id && !options.some((s) => s.id === stored.id))
    options.push(stored);
  const studyLabel = (study: Study) =>
    `${formatDate(study.studyDate, lang)} — ${study.studyType.name}`;

  const textField = (
    field: 'complainantName' | 'complainantPhoneNumber' | 'complainantEmailAddress',
    options: { required?: boolean; type?: string; maxLength: number; autoComplete: string },
  ) => (
    <TextField
      {...register(field)}
      label={t(`form.${field}`)}
      required={options.required}
      type={options.type}
      fullWidth
      autoComplete={options.autoComplete}
      error={Boolean(error(field))}
      helperText={error(field)}
      slotProps={{ htmlInput: { maxLength: options.maxLength } }}
    />
  );

  return (
    <Stack spacing={3}>
      {textField('complainantName', {
        required: true,
        maxLength: COMPLAINANT_NAME_MAX,
        autoComplete: 'off',
      })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {textField('complainantPhoneNumber', { type: 'tel', maxLength: 30, autoComplete: 'off' })}
        {textField('complainantEmailAddress', {
          type: 'email',
          maxLength: 254,
          autoComplete: 'off',
        })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="day"
          render={({ field }) => (
            <DateField
              label={t('form.reportDate')}
              required
              disableFuture
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={error('day')}
            />
          )}
        />
        <TextField
          {...register('time')}
          type="time"
          label={t('form.reportTime')}
          required
          fullWidth
          error={Boolean(error('time'))}
          helperText={error('time')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        />
        <TextField
          label={t('form.dueDate')}
          value={dueDate ? formatDateTime(dueDate, lang) : ''}
          fullWidth
          helperText={t('form.dueDateHint', { hours: resolutionHours ?? '…' })}
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <TextField
              select
              label={t('form.type')}
              required
              fullWidth
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={Boolean(error('type'))}
              helperText={error('type')}
            >
              {COMPLAINT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`type.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="complaintReason"
          render={({ field }) => (
            <TextField
              select
              label={t('form.complaintReason')}
              fullWidth
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={Boolean(error('complaintReason'))}
              helperText={error('complaintReason')}
            >
              <MenuItem value="">{t('form.none')}</MenuItem>
              {withHeld(complaintTypes, field.value).map((reason) => (
                <MenuItem key={reason} value={reason}>
                  {reason}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <TextField
        {...register('complaintDescription')}
        label={t('form.complaintDescription')}
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        error={Boolean(error('complaintDescription'))}
        helperText={error('complaintDescription')}
        slotProps={{ htmlInput: { maxLength: COMPLAINT_TEXT_MAX } }}
      />
      <Controller
        control={control}
        name="responsible"
        render={({ field }) =>
          responsibleFixed ? (
            <TextField
              label={t('form.responsible')}
              value={field.value ? userOptionLabel(field.value) : ''}
              fullWidth
              error={Boolean(error('responsible'))}
              helperText={error('responsible') ?? t('form.responsibleFixed')}
              slotProps={{ input: { readOnly: true } }}
            />
          ) : (
            <UserPicker
              label={t('form.responsible')}
              roles={RESPONSIBLE_ROLES}
              required
              name={field.name}
              value={field.value}
              onChange={(option) => field.onChange(option)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={error('responsible')}
            />
          )
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="patient"
          render={({ field }) => (
            <PatientPicker
              label={t('form.patient')}
              name={field.name}
              value={field.value}
              onChange={(option) => {
                field.onChange(option);
                // Another patient's study cannot stay.
                if (option?.id !== field.value?.id) setValue('studyId', '');
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={error('patient')}
            />
          )}
        />
        <Controller
          control={control}
          name="doctor"
          render={({ field }) => (
            <DoctorPicker<NonNullable<ComplaintFormValues['doctor']>>
              label={t('form.doctor')}
              name={field.name}
              value={field.value}
              onChange={(option) => field.onChange(option)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={error('doctor')}
            />
          )}
        />
      </Stack>
      <Controller
        control={control}
        name="studyId"
        render={({ field }) => (
          <TextField
            select
            label={t('form.study')}
            fullWidth
            disabled={!patient}
            name={field.name}
            value={options.some((study) => study.id === field.value) ? field.value : ''}
            inputRef={field.ref}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(error('studyId'))}
            helperText={error('studyId') ?? (patient ? undefined : t('form.studyHint'))}
            slotProps={{ formHelperText: { sx: READABLE_WHEN_DISABLED } }}
          >
            <MenuItem value="">{t('form.none')}</MenuItem>
            {options.map((study) => (
              <MenuItem key={study.id} value={study.id}>
                {studyLabel(study)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <TextField
            select
            label={t('form.status')}
            required
            fullWidth
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onChange={(event) => {
              const next = event.target.value as ComplaintStatus;
              field.onChange(next);
              // Only a closed complaint's resolution is written: reopening keeps the stored one.
              if (next !== 'Closed') {
                setValue('complaintResolution', storedResolution);
                clearErrors('complaintResolution');
              }
            }}
            onBlur={field.onBlur}
            error={Boolean(error('status'))}
            helperText={error('status')}
          >
            {COMPLAINT_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`status.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="complaintResolution"
        render={({ field }) => (
          <TextField
            label={t('form.complaintResolution')}
            required={closed}
            disabled={!closed}
            multiline
            minRows={3}
            maxRows={12}
            fullWidth
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(error('complaintResolution'))}
            helperText={
              error('complaintResolution') ?? (closed ? undefined : t('form.resolutionHint'))
            }
            slotProps={{
              htmlInput: { maxLength: COMPLAINT_TEXT_MAX },
              formHelperText: { sx: READABLE_WHEN_DISABLED },
            }}
          />
        )}
      />
    </Stack>
  );
}
