import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { SocialProvider } from '../../../__generated__/graphql';
import { useText } from '../../../shared/i18n/text-context';

const PROVIDERS = [
  { id: 'GOOGLE', labelKey: 'google', icon: <GoogleIcon /> },
  { id: 'FACEBOOK', labelKey: 'facebook', icon: <FacebookIcon /> },
] as const satisfies readonly { id: SocialProvider; labelKey: string; icon: unknown }[];

interface Props {
  /** The providers this installation has configured (appInfo); none until the accounts work. */
  configured: readonly SocialProvider[];
}

/**
 * Sign-in through Google or Facebook (spec part 1 §2). Only configured providers get a button: a
 * button that can only say "not configured" is a dead end for the user (issue 12 §5).
 */
export function SocialSignIn({ configured }: Props) {
  const { t } = useText('auth');
  const shown = PROVIDERS.filter((provider) => configured.includes(provider.id));
  if (shown.length === 0) return null;
  return (
    <>
      <Divider>{t('or')}</Divider>
      <Stack spacing={1}>
        {shown.map((provider) => (
          // The accounts work, which configures the providers, starts their redirect here.
          <Button key={provider.id} variant="outlined" fullWidth startIcon={provider.icon}>
            {t(provider.labelKey)}
          </Button>
        ))}
      </Stack>
    </>
  );
}
