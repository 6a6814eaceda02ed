import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import type { ReferralFormValues } from './referral-form-values';

/**
 * The request for a description, the purpose ('Cel badania') and remarks, and whether the patient
 * gets a link to book the study (spec part 2 §2 "Form").
 */
export function ReferralDetailsFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('referrals');
  const domainMessage = useDomainMessage();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ReferralFormValues>();

  const toggle = (name: 'requestDescription' | 'sendSchedulingEmail') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          disabled={disabled}
          label={t(`form.${name}`)}
          control={
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          }
        />
      )}
    />
  );

  const text = (name: 'description' | 'remarks') => (
    <TextField
      {...register(name)}
      label={t(`form.${name}`)}
      disabled={disabled}
      multiline
      minRows={2}
      fullWidth
      error={Boolean(errors[name])}
      helperText={domainMessage(errors[name]?.message)}
    />
  );

  return (
    <Stack spacing={2}>
      {toggle('requestDescription')}
      {text('description')}
      {text('remarks')}
      {toggle('sendSchedulingEmail')}
    </Stack>
  );
}
