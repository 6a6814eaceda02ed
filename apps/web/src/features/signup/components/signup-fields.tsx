import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { get, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';

/**
 * The props of a text field of a signup form: registered with the form (its ref on the input, so
 * a refused field gets the focus), with its message — the domain's or the server's — under it.
 * The helper line is always there (a space when it has nothing to say) and polite, so a message
 * that appears when a field is left is read out, and the form does not jump.
 */
export function useSignupField<TValues extends FieldValues, TParsed>(
  form: DomainForm<TValues, TParsed>,
) {
  const domainMessage = useDomainMessage();
  const { errors } = form.formState;
  return (name: Path<TValues>, help?: string): TextFieldProps => {
    const { ref, ...registered } = form.register(name);
    const error: { message?: string } | undefined = get(errors, name);
    const message = domainMessage(error?.message);
    return {
      ...registered,
      id: `signup-${name}`,
      inputRef: ref,
      error: Boolean(message),
      helperText: message ?? help ?? ' ',
      slotProps: { formHelperText: { 'aria-live': 'polite' } as object },
    };
  };
}

/** The new account's password, with a button that shows it while it is typed. */
export function PasswordField(props: TextFieldProps) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShown((current) => !current)}
                aria-label={t(shown ? 'signup.hidePassword' : 'signup.showPassword')}
                aria-pressed={shown}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
