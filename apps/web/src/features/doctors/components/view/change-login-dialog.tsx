import { useMutation } from '@apollo/client/react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LOGIN_MIN_LENGTH, ZDoctorLogin } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeDoctorViewLoginDocument } from '../../../../__generated__/doctors/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { FailureAlert } from '../../../../shared/ui/failure-alert';
import { FormDialogActions } from '../../../../shared/ui/form-dialog-actions';

interface Props {
  doctorId: string;
  /** The account's login now; null for a doctor without an account (one is made). */
  login: string | null;
  open: boolean;
  onClose: () => void;
}

/**
 * A new login for the doctor's account (spec part 2 §4, §5: an e-mail, required, at least 5
 * characters): changeDoctorLogin mails an activation link to the new address.
 */
export function ChangeLoginDialog({ doctorId, login, open, onClose }: Props) {
  const { t } = useTranslation('doctorView');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const formId = useId();
  const titleId = useId();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changeLogin] = useMutation(ChangeDoctorViewLoginDocument, {
    context: { silentErrors: true },
  });

  const close = () => {
    setValue('');
    setFieldError(null);
    setFailure(null);
    onClose();
  };

  /** The domain's login rule ('Login jest wymagany', an e-mail) and the spec's length. */
  const check = (text: string): string | null => {
    const trimmed = text.trim();
    if (trimmed && trimmed.length < LOGIN_MIN_LENGTH) {
      return t('changeLogin.tooShort', { min: LOGIN_MIN_LENGTH });
    }
    const parsed = ZDoctorLogin.safeParse(trimmed);
    return parsed.success ? null : (domainMessage(parsed.error.issues[0]?.message) ?? null);
  };

  const submit = async () => {
    const problem = check(value);
    setFieldError(problem);
    if (problem) return;
    const newLogin = value.trim().toLowerCase();
    setBusy(true);
    setFailure(null);
    try {
      await changeLogin({ variables: { id: doctorId, newLogin } });
    } catch (error) {
      const kind = classifyError(error);
      if (kind.kind === 'validation') setFailure(kind.messages.join(' '));
      else if (kind.kind === 'other') setFailure(kind.message);
      return;
    } finally {
      setBusy(false);
    }
    enqueueSnackbar(t('changeLogin.done', { login: newLogin }), { variant: 'success' });
    close();
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('changeLogin.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogContentText>
            {login ? t('changeLogin.current', { login }) : t('changeLogin.noAccount')}
          </DialogContentText>
          <DialogContentText>{t('changeLogin.intro')}</DialogContentText>
          <FailureAlert message={failure} />
          <TextField
            label={t('changeLogin.label')}
            type="email"
            autoComplete="off"
            required
            autoFocus
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => value && setFieldError(check(value))}
            error={fieldError !== null}
            helperText={fieldError ?? undefined}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        busy={busy}
        form={formId}
        onCancel={close}
        cancelLabel={t('changeLogin.cancel')}
        submitLabel={t('changeLogin.submit')}
      />
    </Dialog>
  );
}
