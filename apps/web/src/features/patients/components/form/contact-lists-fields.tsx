import Grid from '@mui/material/Grid';
import { ZEmail, ZPhoneNumber } from '@portal/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { ChipsField } from '../../../../shared/ui/chips-field';
import type { PatientFormValues } from './patient-form-values';

/** The first message key of a domain schema's verdict on one value, or null when it passes. */
function checkWith(schema: z.ZodType) {
  return (value: string): string | null => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? 'validation.invalid');
  };
}

const checkPhone = checkWith(ZPhoneNumber);
const checkEmail = checkWith(ZEmail);

/** Phone numbers and e-mails as chips. */
export function ContactListsFields() {
  const { t } = useTranslation('patients');
  const domainMessage = useDomainMessage();
  const { control } = useFormContext<PatientFormValues>();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="contact.phoneNumbers"
          render={({ field, fieldState }) => (
            <ChipsField
              label={t('field.phoneNumbers')}
              type="tel"
              values={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              validate={checkPhone}
              error={domainMessage(fieldState.error?.message)}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="contact.emailAddresses"
          render={({ field, fieldState }) => (
            <ChipsField
              label={t('field.emailAddresses')}
              type="email"
              values={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              validate={checkEmail}
              error={domainMessage(fieldState.error?.message)}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
