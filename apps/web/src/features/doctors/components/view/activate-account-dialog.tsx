import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ActivateDoctorAccountDocument,
  type DoctorViewAccountFragment,
} from '../../../../__generated__/doctors/graphql';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';

interface Props {
  account: Pick<DoctorViewAccountFragment, 'login' | 'registrationHold'>;
  open: boolean;
  onClose: () => void;
}

/**
 * Asks before `activate(email)` (spec part 2 §4 "Doctor account"; ADR 0044): the account may then
 * sign in and its owner is mailed. An address blocked or deleted before needs the consent ticked
 * (ADR 0045). A refusal is the app's error handler's to tell; the dialog closes either way.
 */
export function ActivateAccountDialog({ account, open, onClose }: Props) {
  const { t } = useTranslation('doctorView');
  const { enqueueSnackbar } = useSnackbar();
  const [consent, setConsent] = useState(false);
  const [activate] = useMutation(ActivateDoctorAccountDocument);
  const hold = account.registrationHold ?? null;

  const close = () => {
    setConsent(false);
    onClose();
  };

  const confirm = async () => {
    try {
      await activate({ variables: { email: account.login, consent } });
      enqueueSnackbar(t('activate.done'), { variant: 'success' });
    } finally {
      close();
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('activate.title')}
      message={t('activate.message', { login: account.login })}
      confirmLabel={t('activate.confirm')}
      confirmDisabled={hold !== null && !consent}
      onConfirm={confirm}
      onCancel={close}
    >
      {hold && (
        <>
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('activate.holdNotice')}
          </Alert>
          <FormControlLabel
            control={
              <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />
            }
            label={t('activate.consent')}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
