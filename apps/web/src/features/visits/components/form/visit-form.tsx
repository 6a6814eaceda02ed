import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { VISIT_COMMENT_MAX } from '@portal/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { DateField } from '../../../../shared/ui/date-field';
import { DoctorPicker } from '../../../../shared/ui/pickers/doctor-picker';
import { UserPicker, userOptionLabel } from '../../../../shared/ui/pickers/user-picker';
import type { FormDoctor, VisitFormValues } from './visit-form-values';

const COORDINATOR_ROLES = ['Coordinator'] as const;

interface Props {
  /** A Coordinator plans their own visits: the coordinator is shown, not chosen. */
  coordinatorFixed: boolean;
  visitReasons: readonly string[];
  gadgets: readonly string[];
}

/** A dictionary's entries, with a value the visit holds that the config no longer lists. */
function withHeld(options: readonly string[], held: readonly string[]): string[] {
  return [...options, ...held.filter((value) => value && !options.includes(value))];
}

/**
 * The visit form (spec part 2 §5 "Visit form"): date and time, doctor, coordinator, reason and
 * gadgets of the app config, comment; inside a FormProvider of VisitFormValues, validated on blur
 * with the domain's schema.
 */
export function VisitForm({ coordinatorFixed, visitReasons, gadgets }: Props) {
  const { t } = useTranslation('visits');
  const domainMessage = useDomainMessage();
  const { control, register, formState } = useFormContext<VisitFormValues>();
  const error = (field: keyof VisitFormValues) => domainMessage(formState.errors[field]?.message);
  const commentError = error('comment');

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="day"
          render={({ field }) => (
            <DateField
              label={t('form.date')}
              required
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
          label={t('form.time')}
          required
          fullWidth
          error={Boolean(error('time'))}
          helperText={error('time')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
        />
      </Stack>
      <Controller
        control={control}
        name="doctor"
        render={({ field }) => (
          <DoctorPicker<FormDoctor>
            label={t('form.doctor')}
            required
            name={field.name}
            value={field.value}
            onChange={(option) => field.onChange(option)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={error('doctor')}
          />
        )}
      />
      <Controller
        control={control}
        name="coordinator"
        render={({ field }) =>
          coordinatorFixed ? (
            <TextField
              label={t('form.coordinator')}
              value={field.value ? userOptionLabel(field.value) : ''}
              fullWidth
              error={Boolean(error('coordinator'))}
              helperText={error('coordinator') ?? t('form.coordinatorSelf')}
              slotProps={{ input: { readOnly: true } }}
            />
          ) : (
            <UserPicker
              label={t('form.coordinator')}
              roles={COORDINATOR_ROLES}
              required
              name={field.name}
              value={field.value}
              onChange={(option) => field.onChange(option)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={error('coordinator')}
            />
          )
        }
      />
      <Controller
        control={control}
        name="visitReason"
        render={({ field }) => (
          <TextField
            select
            label={t('form.reason')}
            fullWidth
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(error('visitReason'))}
            helperText={error('visitReason')}
          >
            <MenuItem value="">{t('form.none')}</MenuItem>
            {withHeld(visitReasons, [field.value]).map((reason) => (
              <MenuItem key={reason} value={reason}>
                {reason}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="gadgets"
        render={({ field }) => (
          <TextField
            select
            label={t('form.gadgets')}
            fullWidth
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onChange={(event) => {
              const picked = event.target.value as unknown as string[] | string;
              field.onChange(typeof picked === 'string' ? picked.split(',') : picked);
            }}
            onBlur={field.onBlur}
            error={Boolean(error('gadgets'))}
            helperText={error('gadgets')}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => (selected as string[]).join(', '),
              },
            }}
          >
            {withHeld(gadgets, field.value).map((gadget) => (
              <MenuItem key={gadget} value={gadget}>
                {gadget}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...register('comment')}
        label={t('form.comment')}
        multiline
        minRows={3}
        maxRows={10}
        fullWidth
        error={Boolean(commentError)}
        helperText={commentError}
        slotProps={{ htmlInput: { maxLength: VISIT_COMMENT_MAX } }}
      />
    </Stack>
  );
}
