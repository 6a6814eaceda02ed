import Grid from '@mui/material/Grid';
import { ZEmail, ZPhoneNumber } from '@portal/domain';
import { Controller, type Control } from 'react-hook-form';
import { useDomainMessage } from '../i18n/use-domain-message';
import { checkWith } from '../ui/check-with';
import { ChipsField } from '../ui/chips-field';
import type { TUserInput } from '@portal/domain';
import type { UserFormValues } from './user-form-values';

const LISTS = [
  { name: 'phoneNumbers', type: 'tel', validate: checkWith(ZPhoneNumber) },
  { name: 'emailAddresses', type: 'email', validate: checkWith(ZEmail) },
] as const;

interface Props {
  control: Control<UserFormValues, unknown, TUserInput>;
  /** The list's label in the form's own texts. */
  labelOf: (name: 'phoneNumbers' | 'emailAddresses') => string;
}

/**
 * An account's phone numbers and e-mail addresses as chips, side by side, each value checked by
 * its domain schema as it is added (the settings' user form, the profile's data).
 */
export function AccountListsFields({ control, labelOf }: Props) {
  const domainMessage = useDomainMessage();
  return LISTS.map(({ name, type, validate }) => (
    <Grid key={name} size={{ xs: 12, sm: 6 }}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <ChipsField
            label={labelOf(name)}
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
    </Grid>
  ));
}
