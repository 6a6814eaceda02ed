import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, ReactNode } from 'react';

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** A field checked when it is left (the patient results page's form). */
  onBlur?: () => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** The keyboard a phone shows ('numeric' for codes). */
  inputMode?: 'text' | 'numeric';
  readOnly?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
}

/**
 * An outlined text field as MUI's TextField draws it, built from its parts: TextField brings
 * Select, and with it menus, popovers and modals, to every page that has a text field. The
 * sign-in page, the first a browser loads, uses this one (ADR 0033).
 */
export function LightTextField({
  id,
  label,
  helperText,
  required,
  error,
  inputMode,
  ...input
}: Props) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth variant="outlined" required={required} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        {...input}
        inputProps={{ 'aria-describedby': helperId, inputMode }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
