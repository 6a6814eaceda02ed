import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import { usePairing, type PairingFailure } from '../hooks/use-pairing';
import type { KioskSession, UnpairReason } from '../session/kiosk-session-store';
import { QrScanner } from './qr-scanner';
import { FailureAlert } from '../../../shared/ui/failure-alert';

interface Props {
  onPaired: (session: KioskSession) => void;
  /** Why the kiosk is not paired any more, if it was. */
  reason: UnpairReason | null;
}

function useFailureText() {
  const { t } = useTranslation('kiosk');
  return (failure: PairingFailure): string => {
    switch (failure.kind) {
      case 'otherInstallation':
        return failure.address
          ? t('pairing.otherInstallation', { address: failure.address })
          : t('pairing.otherInstallationUnknown');
      case 'message':
        return t('pairing.failed', { message: failure.message });
      case 'unreadable':
      case 'incomplete':
      case 'refused':
      case 'network':
        return t(`pairing.${failure.kind}`);
    }
  };
}

/** Pairs this tablet: scan the registration QR code, or paste what it holds. */
export function PairingScreen({ onPaired, reason }: Props) {
  const { t } = useTranslation('kiosk');
  const failureText = useFailureText();
  const [scanning, setScanning] = useState(false);
  const [pasted, setPasted] = useState('');
  const { pair, busy, failure } = usePairing({ onPaired });

  const scanned = (text: string) => {
    void pair(text).then((paired) => {
      if (paired) setScanning(false);
    });
  };

  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, sm: 6 } }}>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={3}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h4" component="h1">
              {t('pairing.title')}
            </Typography>
            <LanguageSwitcher color="primary" />
          </Stack>
          {reason && (
            <Alert severity={reason === 'revoked' ? 'warning' : 'info'}>
              {t(`pairing.${reason}`)}
            </Alert>
          )}
          <Typography variant="body1">{t('pairing.intro')}</Typography>

          {scanning ? (
            <Stack spacing={2}>
              <QrScanner onCode={scanned} />
              <Button size="large" onClick={() => setScanning(false)}>
                {t('pairing.stopScan')}
              </Button>
            </Stack>
          ) : (
            <Button
              variant="contained"
              size="large"
              startIcon={<QrCodeScannerIcon />}
              onClick={() => setScanning(true)}
              disabled={busy}
              sx={{ py: 1.5 }}
            >
              {t('pairing.scan')}
            </Button>
          )}

          <Divider>{t('pairing.or')}</Divider>

          <Box
            component="form"
            noValidate
            aria-label={t('pairing.pasteForm')}
            onSubmit={(event) => {
              event.preventDefault();
              void pair(pasted);
            }}
          >
            <Stack spacing={2}>
              <TextField
                label={t('pairing.paste')}
                helperText={t('pairing.pasteHelp')}
                value={pasted}
                onChange={(event) => setPasted(event.target.value)}
                multiline
                minRows={3}
                fullWidth
                autoComplete="off"
                slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
              />
              <Button
                type="submit"
                variant="outlined"
                size="large"
                disabled={busy || pasted.trim().length === 0}
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {t(busy ? 'pairing.submitting' : 'pairing.submit')}
              </Button>
            </Stack>
          </Box>

          <FailureAlert message={failure && failureText(failure)} />
        </Stack>
      </Paper>
    </Container>
  );
}
