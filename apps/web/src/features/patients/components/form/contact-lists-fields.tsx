import Grid from '@mui/material/Grid';
import { ZEmail, ZPhoneNumber } from '@portal/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkWith } from '../../../../shared/ui/check-with';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { ChipsField } from '../../../../shared/ui/chips-field';
import type { PatientFormValues } from './patient-form-values';

const checkPhone = checkWith(ZPhoneNumber);
const checkEmail = checkWith(ZEmail);

interface ChipsControllerProps {
  name: 'contact.phoneNumbers' | 'contact.emailAddresses';
  label: string;
  type: 'tel' | 'email';
  validate: (value: string) => string | null;
}

const LISTS = [
  {
    name: 'contact.phoneNumbers',
    labelKey: 'field.phoneNumbers',
    type: 'tel',
    validate: checkPhone,
  },
  {
    name: 'contact.emailAddresses',
    labelKey: 'field.emailAddresses',
    type: 'email',
    validate: checkEmail,
  },
] as const;

/** Phone numbers and e-mails as chips, side by side. */
export function ContactListsFields() {
  const { t } = useTranslation('patients');
  return (
    <Grid container spacing={2}>
      {LISTS.map(({ labelKey, ...list }) => (
        <Grid key={list.name} size={{ xs: 12, sm: 6 }}>
          <ChipsController {...list} label={t(labelKey)} />
        </Grid>
      ))}
    </Grid>
  );
}

/** One list of the form as chips, each value checked by its domain schema as it is added. */
function ChipsController({ name, label, type, validate }: ChipsControllerProps) {
  const domainMessage = useDomainMessage();
  const { control } = useFormContext<PatientFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChipsField
          label={label}
          type={type}
          values={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          validate={validate}
          error={domainMessage(fieldState.error?.message)}
        />
      )}
    />
  );
}
