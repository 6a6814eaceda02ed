import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useQrScanner, type ScannerStatus } from '../hooks/use-qr-scanner';

const PROBLEMS: Partial<Record<ScannerStatus, string>> = {
  denied: 'pairing.cameraDenied',
  noCamera: 'pairing.noCamera',
  unavailable: 'pairing.cameraUnavailable',
  failed: 'pairing.cameraFailed',
};

/** The camera's picture while it looks for the registration QR code. */
export function QrScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation('kiosk');
  const { videoRef, status } = useQrScanner(onCode);
  const problem = PROBLEMS[status];

  return (
    <Stack spacing={1.5}>
      {problem && <Alert severity="warning">{t(problem)}</Alert>}
      <Box
        sx={{
          position: 'relative',
          display: problem ? 'none' : 'block',
          width: '100%',
          maxWidth: 480,
          aspectRatio: '4 / 3',
          mx: 'auto',
          bgcolor: 'grey.900',
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        <Box
          component="video"
          ref={videoRef}
          muted
          playsInline
          aria-label={t('pairing.video')}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
        {/* Where to hold the code. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: '15%',
            border: 3,
            borderColor: 'common.white',
            borderRadius: 2,
            opacity: 0.8,
          }}
        />
      </Box>
      {!problem && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center' }}>
          {status === 'starting' && <CircularProgress size={18} />}
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            {t(status === 'starting' ? 'pairing.starting' : 'pairing.scanning')}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
