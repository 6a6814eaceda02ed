import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode, SelectHTMLAttributes } from 'react';

/**
 * The scheduling page's fields, built from MUI's parts as the sign-in page's `LightTextField`
 * (ADR 0033): a native select and a native date input are what a phone shows best, and neither
 * brings MUI's menus, popovers or a date library.
 */

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** A problem to show under the field; the field is then marked invalid. */
  error?: string | null | undefined;
}

/** The element OutlinedInput draws for a select: a native <select> (its ref is a prop in React 19). */
function NativeSelectElement(props: InputBaseComponentProps) {
  return <select {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;
}

function Helper({ id, error }: { id: string; error?: string | null | undefined }) {
  return error ? <FormHelperText id={`${id}-helper-text`}>{error}</FormHelperText> : null;
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  required,
  error,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <FormControl fullWidth required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {/* A native <select> in the outlined frame: MUI's NativeSelect adds only its own arrow. */}
      <OutlinedInput
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputComponent={NativeSelectElement}
        inputProps={{ id, children, 'aria-describedby': error ? `${id}-helper-text` : undefined }}
        sx={{ '& select': { cursor: 'pointer' } }}
      />
      <Helper id={id} error={error} />
    </FormControl>
  );
}

export function DateField({
  id,
  label,
  value,
  onChange,
  required,
  error,
  min,
}: FieldProps & { min: string }) {
  return (
    <FormControl fullWidth required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ min, 'aria-describedby': error ? `${id}-helper-text` : undefined }}
      />
      <Helper id={id} error={error} />
    </FormControl>
  );
}
