import { useMutation } from '@apollo/client/react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  OFFICE_ROLES,
  ZFacilitySignup,
  type OfficeRole,
  type TFacilitySignup,
  type TFacilitySignupForm,
} from '@portal/domain';
import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SignupOfficeOrLaboratoryDocument } from '../../../__generated__/graphql';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { AcceptTermsField } from './accept-terms-field';
import { SignupSubmit } from './signup-challenge';
import { PasswordField, useSignupField } from './signup-fields';
import type { SignupPrefill } from './signup-prefill';
import { signupFieldOf, useSignupSubmit } from './use-signup-submit';

/** The choice starts empty: a facility says which it is. */
type Values = Omit<TFacilitySignupForm, 'acceptTerms' | 'role'> & {
  acceptTerms: boolean;
  role: OfficeRole | '';
};

const ROLE_TEXT: Record<OfficeRole, string> = {
  DentalOffice: 'signup.dentalOffice',
  Laboratory: 'signup.laboratory',
};

interface Props {
  prefill: SignupPrefill;
  /** The account was created: where its confirmation mail went. */
  onSent: (email: string) => void;
}

/**
 * The facility tab of /signup (spec part 1 §3 "Signup data, facility", §5 "Signup"): a dental
 * office or a laboratory, checked field by field when left, with the schema the server applies.
 */
export function FacilitySignupForm({ prefill, onSent }: Props) {
  const { t } = useTranslation('account');
  const domainMessage = useDomainMessage();
  const form = useDomainForm<Values, TFacilitySignup>({
    schema: ZFacilitySignup,
    fieldOf: signupFieldOf,
    defaultValues: {
      role: '',
      companyName: '',
      nip: '',
      phoneNumber: '',
      login: prefill.email,
      password: '',
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
  const [signup] = useMutation(SignupOfficeOrLaboratoryDocument, {
    context: { silentErrors: true },
  });
  const proofError = form.formState.errors.proofOfWork?.message;

  const submit = ({ proofOfWork, role, ...signupData }: TFacilitySignup) =>
    send(async () => {
      const { data } = await signup({ variables: { signupData, role, proofOfWork } });
      onSent(data?.signupOfficeOrLaboratory.email ?? signupData.login);
    });

  return (
    <form
      noValidate
      aria-label={t('signup.facility')}
      onFocusCapture={engage}
      onPointerDownCapture={engage}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <Stack spacing={1}>
        <FailureAlert message={failure} />
        <Controller
          control={form.control}
          name="role"
          render={({ field: { name, value, onChange, onBlur, ref }, fieldState }) => {
            const message = domainMessage(fieldState.error?.message);
            return (
              <FormControl component="fieldset" required error={Boolean(message)}>
                <FormLabel component="legend">{t('signup.facilityType')}</FormLabel>
                <RadioGroup
                  row
                  name={name}
                  value={value}
                  onChange={(event) => onChange(event.target.value)}
                  aria-describedby="signup-role-helper-text"
                >
                  {OFFICE_ROLES.map((role, index) => (
                    <FormControlLabel
                      key={role}
                      value={role}
                      label={t(ROLE_TEXT[role])}
                      control={
                        <Radio
                          onBlur={onBlur}
                          inputRef={index === 0 ? ref : undefined}
                          slotProps={{ input: { id: `signup-role-${role}` } }}
                        />
                      }
                    />
                  ))}
                </RadioGroup>
                <FormHelperText id="signup-role-helper-text" aria-live="polite">
                  {message ?? ' '}
                </FormHelperText>
              </FormControl>
            );
          }}
        />
        <TextField
          {...field('companyName')}
          autoComplete="organization"
          label={t('signup.companyName')}
          required
        />
        <TextField
          {...field('nip')}
          autoComplete="off"
          label={t('signup.nip')}
          required
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            formHelperText: { 'aria-live': 'polite' } as object,
          }}
        />
        <TextField
          {...field('phoneNumber')}
          type="tel"
          autoComplete="tel"
          label={t('signup.phoneNumber')}
          required
        />
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
              termsRole={form.watch('role') || 'DentalOffice'}
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
