import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import type { DoctorFormValues } from './doctor-form-values';

type TextName = 'licenseNumber' | 'firstName' | 'lastName' | 'companyName' | 'nip';

/**
 * Who the record is: a doctor's PWZ and names, or a facility's company name and NIP (spec part 2
 * §5), each required and checked when the field is left.
 */
export function DoctorIdentityFields() {
  const { t } = useTranslation('doctors');
  const domainMessage = useDomainMessage();
  const { control, register, formState } = useFormContext<DoctorFormValues>();
  const kind = useWatch({ control, name: 'kind' });

  const text = (name: TextName, width: number, numeric = false) => {
    const message = domainMessage(formState.errors[name]?.message);
    return (
      <Grid size={{ xs: 12, sm: width }}>
        <TextField
          {...register(name)}
          label={t(`form.${name}`)}
          required
          fullWidth
          autoComplete="off"
          error={Boolean(message)}
          helperText={
            message ?? (name === 'licenseNumber' ? t('form.licenseNumberHelp') : undefined)
          }
          slotProps={numeric ? { htmlInput: { inputMode: 'numeric' } } : undefined}
        />
      </Grid>
    );
  };

  return (
    <Grid container spacing={2}>
      {kind === 'DOCTOR' ? (
        <>
          {text('licenseNumber', 4, true)}
          {text('firstName', 4)}
          {text('lastName', 4)}
        </>
      ) : (
        <>
          {text('companyName', 8)}
          {text('nip', 4, true)}
        </>
      )}
    </Grid>
  );
}
