import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';

const PROVIDERS = [
  { id: 'google', name: 'Google', icon: <GoogleIcon /> },
  { id: 'facebook', name: 'Facebook', icon: <FacebookIcon /> },
] as const;

/**
 * Sign-in through Google or Facebook (spec part 1 §2). Until an installation configures the
 * providers (the accounts work), the buttons say so instead of leading nowhere.
 */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Stack spacing={1}>
      {PROVIDERS.map((provider) => (
        <Button
          key={provider.id}
          variant="outlined"
          fullWidth
          startIcon={provider.icon}
          onClick={() =>
            enqueueSnackbar(t('socialNotConfigured', { provider: provider.name }), {
              variant: 'info',
            })
          }
        >
          {t(provider.id)}
        </Button>
      ))}
    </Stack>
  );
}
