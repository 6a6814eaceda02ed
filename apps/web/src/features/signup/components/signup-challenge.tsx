import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';

/** The proof-of-work widget, fetched with its runtime when the form is first touched. */
const ProofOfWorkChallenge = lazy(
  () => import('../../../shared/bot-protection/proof-of-work-challenge'),
);

interface Props {
  /** Whether the form has been touched: the widget and its workers start only then. */
  engaged: boolean;
  /** A new value asks for a new challenge (a solution is accepted once). */
  round: number;
  onSolved: (payload: string | null) => void;
  /** Why the form cannot be sent yet (the check still running), in words. */
  error: string | undefined;
}

/**
 * The proof of work each signup carries (signupDoctor / signupOfficeOrLaboratory `proofOfWork`):
 * the ALTCHA widget solves it by itself while the form is filled in.
 */
export function SignupChallenge({ engaged, round, onSolved, error }: Props) {
  return (
    <Box id="signup-proofOfWork" tabIndex={-1} sx={{ minHeight: 64 }}>
      {engaged && (
        <Suspense fallback={null}>
          <ProofOfWorkChallenge round={round} onSolved={onSolved} />
        </Suspense>
      )}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/**
 * The end of both tabs' forms: the proof of work and the submit button. `proofError` is the
 * form's message for the `proofOfWork` field: a missing solution says the check is still running.
 */
export function SignupSubmit({
  proofError,
  submitting,
  ...challenge
}: Omit<Props, 'error'> & { proofError: string | undefined; submitting: boolean }) {
  const { t } = useTranslation('account');
  const domainMessage = useDomainMessage();
  return (
    <>
      <SignupChallenge
        {...challenge}
        error={
          proofError === 'validation.required'
            ? t('signup.proofOfWorkPending')
            : domainMessage(proofError)
        }
      />
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {t('signup.submit')}
      </Button>
    </>
  );
}
