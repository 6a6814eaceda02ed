import { useMutation } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ZDoctorSignup, type TDoctorSignup, type TDoctorSignupForm } from '@portal/domain';
import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SignupDoctorDocument } from '../../../__generated__/graphql';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { AcceptTermsField } from './accept-terms-field';
import { SignupSubmit } from './signup-challenge';
import { PasswordField, useSignupField } from './signup-fields';
import type { SignupPrefill } from './signup-prefill';
import { signupFieldOf, useSignupSubmit } from './use-signup-submit';

type Values = Omit<TDoctorSignupForm, 'acceptTerms'> & { acceptTerms: boolean };

interface Props {
  prefill: SignupPrefill;
  /** The account was created: where its confirmation mail went. */
  onSent: (email: string) => void;
}

/**
 * The doctor tab of /signup (spec part 1 §3 "Signup data, doctor", §5 "Signup"): checked field by
 * field when left, with the schema the server applies.
 */
export function DoctorSignupForm({ prefill, onSent }: Props) {
  const { t } = useTranslation('account');
  const domainMessage = useDomainMessage();
  const form = useDomainForm<Values, TDoctorSignup>({
    schema: ZDoctorSignup,
    fieldOf: signupFieldOf,
    defaultValues: {
      login: prefill.email,
      password: '',
      firstName: prefill.firstName,
      lastName: prefill.lastName,
      phoneNumber: '',
      licenseNumber: '',
      acceptTerms: false,
      proofOfWork: '',
    },
  });
  const field = useSignupField(form);
  const { setValue } = form;
  const setProof = useCallback(
    (payload: string) => setValue('proofOfWork', payload, { shouldValidate: payload !== '' }),
    [setValue],
  );
  const { failure, round, engaged, engage, solved, send } = useSignupSubmit({
    showServerErrors: form.showServerErrors,
    setProof,
  });
  const [signup] = useMutation(SignupDoctorDocument, { context: { silentErrors: true } });
  const proofError = form.formState.errors.proofOfWork?.message;

  const submit = ({ proofOfWork, ...signupData }: TDoctorSignup) =>
    send(async () => {
      const { data } = await signup({ variables: { signupData, proofOfWork } });
      onSent(data?.signupDoctor.email ?? signupData.login);
    });

  return (
    <form
      noValidate
      aria-label={t('signup.doctor')}
      onFocusCapture={engage}
      onPointerDownCapture={engage}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <Stack spacing={1}>
        <FailureAlert message={failure} />
        <TextField
          {...field('login', t('signup.loginHelp'))}
          type="email"
          autoComplete="email"
          label={t('signup.login')}
          required
        />
        <PasswordField
          {...field('password', t('signup.passwordRules'))}
          label={t('signup.password')}
          required
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <TextField
            {...field('firstName')}
            autoComplete="given-name"
            label={t('signup.firstName')}
            required
            fullWidth
          />
          <TextField
            {...field('lastName')}
            autoComplete="family-name"
            label={t('signup.lastName')}
            required
            fullWidth
          />
        </Stack>
        <TextField
          {...field('phoneNumber')}
          type="tel"
          autoComplete="tel"
          label={t('signup.phoneNumber')}
          required
        />
        <TextField
          {...field('licenseNumber', t('signup.licenseNumberHelp'))}
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
          name="acceptTerms"
          render={({ field: { name, value, onChange, onBlur, ref }, fieldState }) => (
            <AcceptTermsField
              name={name}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              inputRef={ref}
              error={domainMessage(fieldState.error?.message)}
              termsRole="Doctor"
            />
          )}
        />
        <SignupSubmit
          engaged={engaged}
          round={round}
          onSolved={solved}
          proofError={proofError}
          submitting={form.formState.isSubmitting}
        />
      </Stack>
    </form>
  );
}
