import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';

export interface BranchOption {
  id: string;
  name: string;
}

interface Props<T extends FieldValues & { branchId: string }, Output> {
  /** The tablet form's control: both the register and the edit form have a `branchId`. */
  control: Control<T, unknown, Output>;
  options: readonly BranchOption[];
}

/** The tablet's branch, bound to its form; each option once, in name order. */
export function BranchField<T extends FieldValues & { branchId: string }, Output>({
  control,
  options,
}: Props<T, Output>) {
  const { t } = useTranslation('tablets');
  const domainMessage = useDomainMessage();
  const { field, fieldState } = useController({ control, name: 'branchId' as FieldPath<T> });
  return (
    <TextField
      select
      inputRef={field.ref}
      name={field.name}
      label={t('fields.branch')}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      required
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={
        domainMessage(fieldState.error?.message) ?? (options.length === 0 ? t('noBranches') : ' ')
      }
    >
      {options.map((branch) => (
        <MenuItem key={branch.id} value={branch.id}>
          {branch.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
