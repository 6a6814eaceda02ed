import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  ZOAuthDoctorSignup,
  type TOAuthDoctorSignup,
  type TOAuthDoctorSignupForm,
} from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OAuthSignupDoctorDocument } from '../../../__generated__/social/graphql';
import { failureMessage } from '../../../shared/api/failure-message';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { DoctorSignupFields } from './doctor-signup-fields';
import type { SignupPrefill } from './signup-prefill';
import { signupFieldOf } from './use-signup-submit';

type Values = Omit<TOAuthDoctorSignupForm, 'acceptTerms'> & { acceptTerms: boolean };

interface Props {
  prefill: SignupPrefill;
  /** The social account the new account will sign in with. */
  social: NonNullable<SignupPrefill['social']>;
  /** The account was created: where its confirmation mail went, if it needs one. */
  onSent: (email: string) => void;
}

/**
 * The doctor tab of /signup after a social sign-in of someone the portal does not know (spec part
 * 1 §4 "Signup", §7 oauthSignupDoctor): the social account's address and names filled in, no
 * password (the account signs in with the provider) and no proof of work (the ticket stands for
 * it), sent with the ticket in the `access_token` header.
 */
export function SocialDoctorSignupForm({ prefill, social, onSent }: Props) {
  const { t } = useTranslation('account');
  const form = useDomainForm<Values, TOAuthDoctorSignup>({
    schema: ZOAuthDoctorSignup,
    fieldOf: signupFieldOf,
    defaultValues: {
      login: prefill.email,
      firstName: prefill.firstName,
      lastName: prefill.lastName,
      phoneNumber: '',
      licenseNumber: '',
      acceptTerms: false,
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [signup] = useMutation(OAuthSignupDoctorDocument, { context: { silentErrors: true } });

  const submit = async (signupData: TOAuthDoctorSignup) => {
    setFailure(null);
    try {
      const { data } = await signup({
        variables: { signupData },
        context: { headers: { access_token: social.token, oauth_type: social.type } },
      });
      onSent(data?.oauthSignupDoctor.email ?? signupData.login);
    } catch (error) {
      // An expired ticket, an address already taken…: in the server's words.
      const unplaced = form.showServerErrors(error);
      if (unplaced === null) setFailure(failureMessage(error, (key) => t(key)));
      else if (unplaced.length > 0) setFailure(unplaced.join(' '));
    }
  };

  return (
    <form
      noValidate
      aria-label={t('signup.doctor')}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <Stack spacing={1}>
        <Alert severity="info">{t(`signup.social.${social.type}`)}</Alert>
        <FailureAlert message={failure} />
        <DoctorSignupFields form={form} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={form.formState.isSubmitting}
        >
          {t('signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
