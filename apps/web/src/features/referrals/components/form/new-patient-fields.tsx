import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { peselData } from '@portal/domain';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { DateField } from '../../../../shared/ui/date-field';
import type { ReferralFormValues } from './referral-form-values';

/**
 * A patient entered on the referral (addReferal's `newPatient`; spec part 2 §5): names, the PESEL
 * with its check toggle — a valid PESEL fills birth date and gender when the field is left — a
 * birth date not in the future, and the phone and e-mail the booking link can go to.
 *
 * The patients feature's form has the full set of fields, but its add dialog saves the patient
 * itself and only Admin and Technician may add patients; a referring doctor enters the patient
 * with the referral, and the server adds (or finds) them in the same save.
 */
export function NewPatientFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('referrals');
  const domainMessage = useDomainMessage();
  const genderLabelId = useId();
  const {
    register,
    control,
    getValues,
    setValue,
    trigger,
    formState: { errors },
  } = useFormContext<ReferralFormValues>();
  const fieldErrors = errors.newPatient;

  const fillFromPesel = () => {
    if (!getValues('newPatient.ssnIsPesel')) return;
    const data = peselData(getValues('newPatient.ssn').trim());
    if (!data) return;
    const options = { shouldDirty: true, shouldValidate: true, shouldTouch: true } as const;
    setValue('newPatient.birthDate', data.birthDate, options);
    setValue('newPatient.gender', data.gender, options);
  };

  const text = (
    name: 'firstName' | 'lastName' | 'phone' | 'email',
    extra: { required?: boolean; type?: string; autoComplete?: string; helperText?: string } = {},
  ) => (
    <TextField
      {...register(`newPatient.${name}`)}
      label={t(`form.newPatient.${name}`)}
      required={extra.required}
      type={extra.type}
      disabled={disabled}
      fullWidth
      autoComplete={extra.autoComplete ?? 'off'}
      error={Boolean(fieldErrors?.[name])}
      helperText={domainMessage(fieldErrors?.[name]?.message) ?? extra.helperText}
    />
  );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>{text('firstName', { required: true })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('lastName', { required: true })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...register('newPatient.ssn', { onBlur: fillFromPesel })}
          label={t('form.newPatient.ssn')}
          required
          disabled={disabled}
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={Boolean(fieldErrors?.ssn)}
          helperText={domainMessage(fieldErrors?.ssn?.message)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Controller
          control={control}
          name="newPatient.ssnIsPesel"
          render={({ field }) => (
            <FormControlLabel
              disabled={disabled}
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    if (getValues('newPatient.ssn')) void trigger('newPatient.ssn');
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              }
              label={t('form.newPatient.peselCheck')}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="newPatient.gender"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required disabled={disabled}>
              <FormLabel id={genderLabelId}>{t('form.newPatient.gender')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={genderLabelId}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              >
                <FormControlLabel value="Female" control={<Radio />} label={t('gender.Female')} />
                <FormControlLabel value="Male" control={<Radio />} label={t('gender.Male')} />
              </RadioGroup>
              {fieldState.error && (
                <FormHelperText>{domainMessage(fieldState.error.message)}</FormHelperText>
              )}
            </FormControl>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="newPatient.birthDate"
          render={({ field, fieldState }) => (
            <DateField
              label={t('form.newPatient.birthDate')}
              required
              disableFuture
              disabled={disabled}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={domainMessage(fieldState.error?.message)}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('phone', { type: 'tel', autoComplete: 'off' })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {text('email', { type: 'email', helperText: t('form.newPatient.emailHint') })}
      </Grid>
    </Grid>
  );
}
