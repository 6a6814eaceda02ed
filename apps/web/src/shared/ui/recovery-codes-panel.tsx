import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useText } from '../i18n/text-context';
import { useCopyStatus } from './copy-status';

/**
 * The recovery codes of an authenticator just set up or renewed (issue 19 §4): the list, a copy
 * button and the warning that they are shown this once. On the sign-in page and in the profile.
 */
export function RecoveryCodesPanel({ codes }: { codes: readonly string[] }) {
  const { t } = useText('mfa');
  const titleId = useId();
  const [copied, copy] = useCopyStatus();
  return (
    <Stack spacing={2} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h3">
        {t('recovery.title')}
      </Typography>
      <Alert severity="warning">{t('recovery.warning')}</Alert>
      <Box
        component="ol"
        aria-labelledby={titleId}
        sx={{
          m: 0,
          pl: 4,
          columns: 2,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          '& li': { py: 0.25 },
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => void copy(codes.join('\n'))}>
          {t('recovery.copy')}
        </Button>
        <Typography variant="body2" role="status">
          {copied && t(copied === 'copied' ? 'recovery.copied' : 'recovery.copyFailed')}
        </Typography>
      </Stack>
    </Stack>
  );
}
