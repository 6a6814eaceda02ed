import Grid from '@mui/material/Grid';
import { ZEmail, ZPhoneNumber } from '@portal/domain';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useDomainMessage } from '../i18n/use-domain-message';
import { checkWith } from './check-with';
import { ChipsField } from './chips-field';

export type ContactList = 'phoneNumbers' | 'emailAddresses';

const LISTS = [
  { list: 'phoneNumbers', type: 'tel', validate: checkWith(ZPhoneNumber) },
  { list: 'emailAddresses', type: 'email', validate: checkWith(ZEmail) },
] as const;

interface Props<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** The label of each list in the form's own texts. */
  labelOf: (list: ContactList) => string;
  /** Where the form keeps the lists: `phoneNumbers` and `emailAddresses`, under `prefix` if given. */
  prefix?: string;
  /** The lists that need at least one value (marked as required). */
  required?: readonly ContactList[];
}

/**
 * Phone numbers and e-mail addresses as chips, side by side (two items of the caller's Grid
 * container), each value checked by its domain schema as it is added: every form of a contact
 * (patient, account, doctor, branch) shows them the same way.
 */
export function ContactListsFields<T extends FieldValues, TOut = T>({
  control,
  labelOf,
  prefix,
  required = [],
}: Props<T, TOut>) {
  const domainMessage = useDomainMessage();
  return LISTS.map(({ list, type, validate }) => (
    <Grid key={list} size={{ xs: 12, sm: 6 }}>
      <Controller
        control={control}
        name={(prefix ? `${prefix}.${list}` : list) as Path<T>}
        render={({ field, fieldState }) => (
          <ChipsField
            label={labelOf(list)}
            required={required.includes(list)}
            type={type}
            values={field.value as string[]}
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
