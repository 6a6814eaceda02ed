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
import { FormDateField } from './form-date-field';
import type { PatientFormValues } from './patient-form-values';

/**
 * Names, identity number with its PESEL check, gender and birth date (spec part 1 §3, §5). With
 * `identityReadOnly` the number and its check are shown but cannot change: only staff who see
 * every patient may change them (ADR 0021), and the server refuses anyone else.
 */
export function ContactFields({ identityReadOnly = false }: { identityReadOnly?: boolean }) {
  const { t } = useTranslation('patients');
  const domainMessage = useDomainMessage();
  const genderLabelId = useId();
  const {
    register,
    control,
    getValues,
    setValue,
    trigger,
    formState: { errors },
  } = useFormContext<PatientFormValues>();
  const contactErrors = errors.contact;

  /** A valid PESEL fills birth date and gender when the field is left (spec part 1 §5). */
  const fillFromPesel = () => {
    if (!getValues('ssnIsPesel')) return;
    const data = peselData(getValues('contact.ssn').trim());
    if (!data) return;
    const options = { shouldDirty: true, shouldValidate: true, shouldTouch: true } as const;
    setValue('contact.birthDate', data.birthDate, options);
    setValue('contact.gender', data.gender, options);
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          {...register('contact.firstName')}
          label={t('field.firstName')}
          required
          fullWidth
          autoComplete="off"
          error={Boolean(contactErrors?.firstName)}
          helperText={domainMessage(contactErrors?.firstName?.message)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          {...register('contact.middleName')}
          label={t('field.middleName')}
          fullWidth
          autoComplete="off"
          error={Boolean(contactErrors?.middleName)}
          helperText={domainMessage(contactErrors?.middleName?.message)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          {...register('contact.lastName')}
          label={t('field.lastName')}
          required
          fullWidth
          autoComplete="off"
          error={Boolean(contactErrors?.lastName)}
          helperText={domainMessage(contactErrors?.lastName?.message)}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...register('contact.companyName')}
          label={t('field.companyName')}
          fullWidth
          autoComplete="off"
          error={Boolean(contactErrors?.companyName)}
          helperText={domainMessage(contactErrors?.companyName?.message)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...register('contact.ssn', { onBlur: fillFromPesel })}
          label={t('field.ssn')}
          required
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', readOnly: identityReadOnly } }}
          error={Boolean(contactErrors?.ssn)}
          helperText={
            domainMessage(contactErrors?.ssn?.message) ??
            (identityReadOnly ? domainMessage('validation.patient.identityStaffOnly') : undefined)
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Controller
          control={control}
          name="ssnIsPesel"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  disabled={identityReadOnly}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    if (getValues('contact.ssn')) void trigger('contact.ssn');
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              }
              label={t('field.peselCheck')}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="contact.gender"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required>
              <FormLabel id={genderLabelId}>{t('field.gender')}</FormLabel>
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
        <FormDateField name="contact.birthDate" label={t('field.birthDate')} disableFuture />
      </Grid>
    </Grid>
  );
}
