import { useMutation } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import { ZDoctorSignup, type TDoctorSignup, type TDoctorSignupForm } from '@portal/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SignupDoctorDocument } from '../../../__generated__/graphql';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { DoctorSignupFields } from './doctor-signup-fields';
import { SignupSubmit } from './signup-challenge';
import { PasswordField } from './signup-fields';
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
        <DoctorSignupFields
          form={form}
          password={(field) => (
            <PasswordField
              {...field('password', t('signup.passwordRules'))}
              label={t('signup.password')}
              required
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
