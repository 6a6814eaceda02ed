import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { SocialProvider } from '../../../__generated__/graphql';
import { socialStartPath } from '../api/social-return';
import { useText } from '../../../shared/i18n/text-context';

/**
 * The return from a provider (social-sign-in-return.tsx) travels in this chunk too: no file more
 * named in the sign-in screen's chunk, which every portal page loads (the kiosk's budget).
 */
export { default as SocialSignInReturn } from './social-sign-in-return';

const PROVIDERS = [
  { id: 'GOOGLE', labelKey: 'google', icon: <GoogleIcon /> },
  { id: 'FACEBOOK', labelKey: 'facebook', icon: <FacebookIcon /> },
] as const satisfies readonly { id: SocialProvider; labelKey: string; icon: unknown }[];

interface Props {
  /** The providers this installation has configured (appInfo); none until the accounts work. */
  configured: readonly SocialProvider[];
}

/**
 * Sign-in through Google or Facebook (spec part 1 §2, issue 19 §3). Only configured providers get
 * a button: a button that can only say "not configured" is a dead end for the user (issue 12 §5).
 * Each is a plain link: the server starts the provider's flow and sends the browser back to
 * /login with a ticket (sign-in-screen.tsx).
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
          <Button
            key={provider.id}
            href={socialStartPath(provider.id)}
            variant="outlined"
            fullWidth
            startIcon={provider.icon}
          >
            {t(provider.labelKey)}
          </Button>
        ))}
      </Stack>
    </>
  );
}
