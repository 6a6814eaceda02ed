import { useController, useFormContext } from 'react-hook-form';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { DateField } from '../../../../shared/ui/date-field';
import type { PatientFormValues } from './patient-form-values';

interface Props {
  name: 'contact.birthDate' | 'registrationDate';
  label: string;
  disableFuture?: boolean;
}

/** A required date of the patient form, bound to it and showing its validation message. */
export function FormDateField({ name, label, disableFuture }: Props) {
  const { control } = useFormContext<PatientFormValues>();
  const domainMessage = useDomainMessage();
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={domainMessage(fieldState.error?.message)}
      required
      disableFuture={disableFuture}
    />
  );
}
