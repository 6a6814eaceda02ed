import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CalendarStudyTypesDocument } from '../../../../__generated__/graphql';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { DateField } from '../../../../shared/ui/date-field';
import type { CalendarBranch } from '../calendar-settings-dialog';
import { PatientField } from './patient-field';
import {
  computedEndTime,
  END_TIMES,
  START_TIMES,
  type AppointmentFormValues,
} from './appointment-form-values';

interface Props {
  branches: readonly CalendarBranch[];
  /** Creating offers the kind and several study types; editing keeps the kind and one type. */
  creating: boolean;
  readOnly: boolean;
}

/**
 * The fields of the appointment form (spec part 1 §2): branch, device, day and times, patient,
 * study types, comments. Changing the branch or the device clears what depends on it (§4); an
 * appointment's end follows from its study types' durations on the device.
 */
export function AppointmentFormFields({ branches, creating, readOnly }: Props) {
  const { t } = useTranslation('appointments');
  const message = useDomainMessage();
  const { control, setValue, formState } = useFormContext<AppointmentFormValues>();
  const [kind, branchId, deviceId, day, startTime, studyTypes] = useWatch({
    control,
    name: ['kind', 'branch', 'device', 'day', 'startTime', 'studyTypes'],
  });
  const branch = branches.find(({ id }) => id === branchId);
  const devices = (branch?.devices ?? []).filter(
    (device) => device.enabled || device.id === deviceId,
  );
  const device = devices.find(({ id }) => id === deviceId);
  const offered = useQuery(CalendarStudyTypesDocument, {
    variables: { branchId, deviceId },
    skip: !branchId || !deviceId,
  });
  const studyTypeOptions = offered.data?.branchStudyTypes ?? [];
  const error = (field: keyof AppointmentFormValues) => message(formState.errors[field]?.message);
  const dirty = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  // An appointment ends when its studies are done on this device (spec part 1 §4).
  const end = computedEndTime(day, startTime, studyTypes, device?.deviceType);
  useEffect(() => {
    if (kind === 'appointment') setValue('endTime', end);
  }, [kind, end, setValue]);

  return (
    <Stack spacing={2}>
      {creating && (
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={field.value}
              aria-label={t('form.kind')}
              onChange={(_event, value: AppointmentFormValues['kind'] | null) => {
                if (value) field.onChange(value);
              }}
            >
              <ToggleButton value="appointment">{t('form.kindAppointment')}</ToggleButton>
              <ToggleButton value="break">{t('form.kindBreak')}</ToggleButton>
            </ToggleButtonGroup>
          )}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="branch"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              required
              label={t('form.branch')}
              disabled={readOnly}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              error={Boolean(error('branch'))}
              helperText={error('branch')}
              onChange={(event) => {
                field.onChange(event.target.value);
                setValue('device', '', dirty);
                setValue('studyTypes', [], dirty);
              }}
            >
              {branches.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="device"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              required
              label={t('form.device')}
              disabled={readOnly || !branch}
              value={devices.some(({ id }) => id === field.value) ? field.value : ''}
              inputRef={field.ref}
              onBlur={field.onBlur}
              error={Boolean(error('device'))}
              helperText={error('device')}
              onChange={(event) => {
                field.onChange(event.target.value);
                setValue('studyTypes', [], dirty);
              }}
            >
              {devices.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="day"
          render={({ field }) => (
            <DateField
              label={t('form.day')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={error('day')}
            />
          )}
        />
        <Controller
          control={control}
          name="startTime"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              required
              label={t('form.start')}
              disabled={readOnly}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value)}
              error={Boolean(error('startTime'))}
              helperText={error('startTime')}
            >
              {START_TIMES.map((time) => (
                <MenuItem key={time} value={time}>
                  {time}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="endTime"
          render={({ field }) =>
            kind === 'break' ? (
              <TextField
                select
                fullWidth
                required
                label={t('form.end')}
                disabled={readOnly}
                value={field.value}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value)}
                error={Boolean(error('endTime'))}
                helperText={error('endTime')}
              >
                {END_TIMES.map((time) => (
                  <MenuItem key={time} value={time}>
                    {time}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                fullWidth
                label={t('form.end')}
                value={field.value}
                slotProps={{ input: { readOnly: true } }}
                error={Boolean(error('endTime'))}
                helperText={error('endTime') ?? t('form.endComputed')}
              />
            )
          }
        />
      </Stack>
      {kind === 'appointment' && (
        <>
          <PatientField disabled={readOnly} error={error('patient')} />
          <Controller
            control={control}
            name="studyTypes"
            render={({ field }) => (
              <Autocomplete
                multiple
                options={studyTypeOptions}
                value={field.value}
                disabled={readOnly || !deviceId}
                loading={offered.loading}
                noOptionsText={t('form.noStudyTypes')}
                getOptionLabel={(option) => option.name}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                getOptionDisabled={(option) =>
                  !creating &&
                  field.value.length >= 1 &&
                  !field.value.some(({ id }) => id === option.id)
                }
                onChange={(_event, value) => field.onChange(creating ? value : value.slice(-1))}
                onBlur={field.onBlur}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    required
                    inputRef={field.ref}
                    label={creating ? t('form.studyTypes') : t('form.studyType')}
                    error={Boolean(error('studyTypes'))}
                    helperText={error('studyTypes')}
                  />
                )}
              />
            )}
          />
        </>
      )}
      <Controller
        control={control}
        name="comments"
        render={({ field }) => (
          <TextField
            {...field}
            label={t('form.comments')}
            multiline
            minRows={2}
            disabled={readOnly}
            error={Boolean(error('comments'))}
            helperText={error('comments')}
          />
        )}
      />
    </Stack>
  );
}
