import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText } from '../i18n/text-context';
import { useCopyStatus } from './copy-status';
import { LightTextField } from './light-text-field';

export interface MfaEnrolmentView {
  /** The secret in base32, to type in where the code cannot be scanned. */
  secret: string;
  /** The otpauth:// URI as a QR code: an SVG data URL. */
  qrCode: string;
}

/**
 * A new authenticator to add to the app (issue 19 §4): its QR code and the same secret to type
 * in. Shown by the sign-in's enrolment step and by the profile, so it reads its texts through
 * `useText` and copies without toasts (the sign-in page has neither i18next nor notistack).
 */
export function MfaEnrolmentPanel({ enrolment }: { enrolment: MfaEnrolmentView }) {
  const { t } = useText('mfa');
  const [copied, copy] = useCopyStatus();
  return (
    <Stack spacing={2}>
      <Typography>{t('enrolment.scan')}</Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt={t('enrolment.qrAlt')}
        width={200}
        height={200}
        sx={{ alignSelf: 'center', bgcolor: 'common.white', p: 1, borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('enrolment.manual')}
      </Typography>
      <LightTextField
        id="mfa-secret-field"
        name="secret"
        label={t('enrolment.secret')}
        value={enrolment.secret}
        onChange={() => undefined}
        readOnly
        helperText={
          copied && (
            <span role="status">
              {t(copied === 'copied' ? 'recovery.secretCopied' : 'recovery.copyFailed')}
            </span>
          )
        }
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={t('recovery.copySecret')}
              onClick={() => void copy(enrolment.secret)}
              edge="end"
            >
              <ContentCopyIcon />
            </IconButton>
          </InputAdornment>
        }
      />
    </Stack>
  );
}
