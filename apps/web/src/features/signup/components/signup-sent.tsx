import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * After a signup (spec part 1 §4 "Signup": "a confirmation screen says an activation email will
 * arrive"): where the link went, that the clinic verifies the account after, and the way to sign in.
 */
export function SignupSent({ email }: { email: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <Alert severity="success" role="status">
        {t('signup.sent.message', { email })}
      </Alert>
      <Typography sx={{ color: 'text.secondary' }}>{t('signup.sent.verification')}</Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        {t('signup.sent.toLogin')}
      </Button>
    </>
  );
}
