import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { AcceptTermsField } from './accept-terms-field';
import { useSignupField } from './signup-fields';

/** What every doctor's signup holds, with or without a password. */
interface DoctorValues {
  login: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  licenseNumber: string;
  acceptTerms: boolean;
}

interface Props<TValues extends DoctorValues, TParsed> {
  form: DomainForm<TValues, TParsed>;
  /** After the login: the password, on the form that has one. */
  password?: (field: ReturnType<typeof useSignupField<TValues, TParsed>>) => ReactNode;
}

/**
 * The doctor's fields of /signup (spec part 1 §3 "Signup data, doctor"), the same whether the
 * account gets a password or signs in with a social account: login, names, phone, PWZ, terms.
 */
export function DoctorSignupFields<TValues extends DoctorValues, TParsed>({
  form,
  password,
}: Props<TValues, TParsed>) {
  const { t } = useTranslation('account');
  const domainMessage = useDomainMessage();
  const field = useSignupField(form);
  const name = (key: keyof DoctorValues) => key as Path<TValues>;
  return (
    <>
      <TextField
        {...field(name('login'), t('signup.loginHelp'))}
        type="email"
        autoComplete="email"
        label={t('signup.login')}
        required
      />
      {password?.(field)}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <TextField
          {...field(name('firstName'))}
          autoComplete="given-name"
          label={t('signup.firstName')}
          required
          fullWidth
        />
        <TextField
          {...field(name('lastName'))}
          autoComplete="family-name"
          label={t('signup.lastName')}
          required
          fullWidth
        />
      </Stack>
      <TextField
        {...field(name('phoneNumber'))}
        type="tel"
        autoComplete="tel"
        label={t('signup.phoneNumber')}
        required
      />
      <TextField
        {...field(name('licenseNumber'), t('signup.licenseNumberHelp'))}
        autoComplete="off"
        label={t('signup.licenseNumber')}
        required
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 7 },
          formHelperText: { 'aria-live': 'polite' } as object,
        }}
      />
      <Controller
        control={form.control}
        name={name('acceptTerms')}
        render={({ field: { name: fieldName, value, onChange, onBlur, ref }, fieldState }) => (
          <AcceptTermsField
            name={fieldName}
            value={value as boolean}
            onChange={onChange}
            onBlur={onBlur}
            inputRef={ref}
            error={domainMessage(fieldState.error?.message)}
            termsRole="Doctor"
          />
        )}
      />
    </>
  );
}
