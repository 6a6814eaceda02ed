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
    register,
    formState: { errors },
  } = useFormContext<PatientFormValues>();
  return (
    <Stack spacing={2}>
      <RichTextController name="contact.primaryDescription" label={t('field.primaryDescription')} />
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
      <RichTextController name="notes" label={t('field.notes')} />
    </Stack>
  );
}

/** One rich-text field of the patient form, with its domain message under it. */
function RichTextController({
  name,
  label,
}: {
  name: 'contact.primaryDescription' | 'notes';
  label: string;
}) {
  const domainMessage = useDomainMessage();
  const { control } = useFormContext<PatientFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextField
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={domainMessage(fieldState.error?.message)}
        />
      )}
    />
  );
}
