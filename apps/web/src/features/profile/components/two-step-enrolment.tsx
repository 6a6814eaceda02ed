import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZMfaCodeForm, type TMfaCodeForm } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BeginMfaEnrolmentDocument,
  ConfirmMfaEnrolmentDocument,
  ProfileTwoStepDocument,
} from '../../../__generated__/graphql';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { MfaEnrolmentPanel } from '../../../shared/ui/mfa-enrolment-panel';
import { formFailure } from './form-failure';

interface Props {
  onCancel: () => void;
  /** Once confirmed, with the recovery codes to show this once. */
  onEnabled: (recoveryCodes: string[]) => void;
}

const SILENT = { context: { silentErrors: true } };

/**
 * Turning the second factor on from the profile: a new authenticator (begun as this opens), its
 * QR code and secret, and its first code to confirm it.
 */
export function TwoStepEnrolment({ onCancel, onEnabled }: Props) {
  const { t } = useTranslation('mfa');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const [begin, { data }] = useMutation(BeginMfaEnrolmentDocument, SILENT);
  const [confirmEnrolment] = useMutation(ConfirmMfaEnrolmentDocument, {
    ...SILENT,
    refetchQueries: [ProfileTwoStepDocument],
  });
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useDomainForm<TMfaCodeForm, { code: string }>({
    schema: ZMfaCodeForm,
    defaultValues: { code: '' },
  });
  /** Each begin makes a new secret: once, also when an effect runs twice. */
  const begun = useRef(false);

  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    begin().catch((error: unknown) => setFailure(formFailure(error, () => null)));
  }, [begin]);

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    let codes: string[];
    try {
      const result = await confirmEnrolment({ variables: { code } });
      codes = result.data?.confirmMfaEnrolment.recoveryCodes ?? [];
    } catch (error) {
      setFailure(formFailure(error, showServerErrors));
      return;
    }
    enqueueSnackbar(t('profile.enabled'), { variant: 'success' });
    onEnabled(codes);
  });

  const enrolment = data?.beginMfaEnrolment;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('title')}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <FailureAlert message={failure} />
        {enrolment ? (
          <>
            <MfaEnrolmentPanel enrolment={enrolment} />
            <Typography>{t('enrolment.enterCode')}</Typography>
            <TextField
              {...register('code')}
              label={t('code')}
              autoComplete="one-time-code"
              autoFocus
              required
              error={Boolean(errors.code)}
              helperText={domainMessage(errors.code?.message) ?? t('enrolment.codeHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </>
        ) : (
          !failure && <Typography role="status">{t('enrolment.loading')}</Typography>
        )}
        <Stack direction="row" spacing={1}>
          {enrolment && (
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('step.confirm')}
            </Button>
          )}
          <Button onClick={onCancel} disabled={isSubmitting}>
            {t('profile.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
