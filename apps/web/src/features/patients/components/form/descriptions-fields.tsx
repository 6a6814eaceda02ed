import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { RichTextField } from '../../../../shared/ui/rich-text/rich-text-field';
import type { PatientFormValues } from './patient-form-values';

/** Primary description (rich text), secondary description and notes (rich text, 1000 characters). */
export function DescriptionsFields() {
  const { t } = useTranslation('patients');
  const domainMessage = useDomainMessage();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<PatientFormValues>();
  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="contact.primaryDescription"
        render={({ field, fieldState }) => (
          <RichTextField
            label={t('field.primaryDescription')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={domainMessage(fieldState.error?.message)}
          />
        )}
      />
      <TextField
        {...register('contact.secondaryDescription')}
        label={t('field.secondaryDescription')}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        error={Boolean(errors.contact?.secondaryDescription)}
        helperText={domainMessage(errors.contact?.secondaryDescription?.message)}
      />
      <Controller
        control={control}
        name="notes"
        render={({ field, fieldState }) => (
          <RichTextField
            label={t('field.notes')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={domainMessage(fieldState.error?.message)}
          />
        )}
      />
    </Stack>
  );
}
