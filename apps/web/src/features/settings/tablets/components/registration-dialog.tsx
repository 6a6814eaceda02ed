import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../../shared/ui/copy-field';
import type { TabletRegistration } from './register-tablet-dialog';

interface Props {
  registration: TabletRegistration;
  /** The credentials come from unpairing an existing tablet, not from registering a new one. */
  unpaired?: boolean;
  onClose: () => void;
}

/** What the kiosk reads from the QR code; pasted on the tablet when its camera cannot be used. */
function pairingPayload({ apiUrl, clientId, clientSecret }: TabletRegistration): string {
  return JSON.stringify({ apiUrl, clientId, clientSecret });
}

/**
 * The one-time view of a new tablet's credentials (spec part 2 §7): the QR code the kiosk scans,
 * client id, client secret and API URL. The server keeps only a hash of the secret, so this
 * dialog closes only deliberately (no click outside, no Escape) and after saying the data is safe.
 */
export function RegistrationDialog({ registration, unpaired = false, onClose }: Props) {
  const { t } = useTranslation('tablets');
  const titleId = useId();
  const [saved, setSaved] = useState(false);
  const kioskUrl = `${window.location.origin}/kiosk`;

  return (
    <Dialog open aria-labelledby={titleId} maxWidth="md" fullWidth disableEscapeKeyDown>
      <DialogTitle id={titleId}>
        {t(unpaired ? 'registration.unpairedTitle' : 'registration.title', {
          name: registration.tablet.name,
        })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning" icon={<WarningAmberIcon />} role="alert">
            <AlertTitle>{t('registration.onceTitle')}</AlertTitle>
            {t('registration.once')}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
            <Box
              component="img"
              src={registration.qrCode}
              alt={t('registration.qrAlt', { name: registration.tablet.name })}
              sx={{
                width: 240,
                height: 240,
                flexShrink: 0,
                imageRendering: 'pixelated',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'common.white',
              }}
            />
            <Stack spacing={1}>
              <Typography variant="subtitle1" component="h3">
                {t('registration.howTitle')}
              </Typography>
              <Typography component="ol" variant="body2" sx={{ pl: 2.5, m: 0 }}>
                <li>{t('registration.step1', { url: kioskUrl })}</li>
                <li>{t('registration.step2')}</li>
                <li>{t('registration.step3')}</li>
              </Typography>
            </Stack>
          </Stack>
          <CopyField label={t('fields.clientId')} value={registration.clientId} code />
          <CopyField label={t('fields.clientSecret')} value={registration.clientSecret} code />
          <CopyField label={t('fields.apiUrl')} value={registration.apiUrl} />
          <CopyField label={t('fields.payload')} value={pairingPayload(registration)} code />
          <FormControlLabel
            control={
              <Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />
            }
            label={t('registration.saved')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} disabled={!saved}>
          {t('registration.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
