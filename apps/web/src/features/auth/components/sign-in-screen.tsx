import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppInfoQuery, LoginMutation } from '../../../__generated__/sign-in/graphql';
import type { AuthRecord } from '../../../shared/auth/session-store';
import { useText } from '../../../shared/i18n/text-context';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import { LoginFooter } from './login-footer';
import { AddressConfirmationNotice, LoginForm } from './login-form';
import { lazy, Suspense, useState } from 'react';

/**
 * One chunk, fetched when needed: the social buttons, only where providers are configured (appInfo,
 * which arrives after the page shows), and the return from a provider (`?oauth=…&type=…` or
 * `?oauthError=…`, issue 19 §3), which signs in with its ticket.
 */
const socialChunk = () => import('./social-sign-in');
const SocialSignIn = lazy(() => socialChunk().then((module) => ({ default: module.SocialSignIn })));
const SocialSignInReturn = lazy(() =>
  socialChunk().then((module) => ({ default: module.SocialSignInReturn })),
);

interface Props {
  /** The installation's facts; null until they arrive (the form works without them). */
  appInfo: Pick<AppInfoQuery['appInfo'], 'socialProviders' | 'privacyPolicyUrl'> | null;
  /** What the sign-in returned, as the session stores it. */
  onSignedIn: (auth: AuthRecord) => void | Promise<void>;
}

function authRecordOf({ token, user }: LoginMutation['login']): AuthRecord {
  return {
    token,
    roles: user.roles,
    userId: user.id,
    login: user.login,
    acceptedTerms: user.acceptedTerms,
  };
}

/**
 * The sign-in page's content (spec part 1 §2): no router and no Apollo, since it is shown both by
 * the portal's /login route and by the sign-in entry a first visit loads (ADR 0033).
 */
export function SignInScreen({ appInfo, onSignedIn }: Props) {
  const { t } = useText('auth');
  // Opened from the mailed confirmation link (`?token=…`): read once, since the notice takes the
  // token off the address as it sends it.
  const [confirming] = useState(() => new URLSearchParams(window.location.search).has('token'));
  // Back from a provider (`?oauth=` or `?oauthError=`): only this check in the page's first
  // load; the return's chunk reads the address and takes it off.
  const [socialReturn] = useState(() => /[?&]oauth(?:Error)?=/.test(window.location.search));
  const signedIn = (result: LoginMutation['login']) => onSignedIn(authRecordOf(result));
  const form = <LoginForm onSignedIn={signedIn} />;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        p: 2,
        // Room below the card so the cookie banner never hides the footer links.
        pb: { xs: 28, md: 18 },
      }}
    >
      <Box sx={{ alignSelf: 'flex-end' }}>
        <LanguageSwitcher color="primary" />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 440, mt: { xs: 2, md: 8 } }} elevation={6}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={3}>
            <Box>
              <Typography variant="h4" component="h1" gutterBottom>
                {t('title')}
              </Typography>
              <Typography color="text.secondary">{t('subtitle')}</Typography>
            </Box>
            {confirming && (
              <Suspense fallback={null}>
                <AddressConfirmationNotice />
              </Suspense>
            )}
            {socialReturn ? (
              <Suspense fallback={null}>
                <SocialSignInReturn onSignedIn={signedIn}>{form}</SocialSignInReturn>
              </Suspense>
            ) : (
              form
            )}
            {/* A plain link: this page has no router, and the portal serves the next one. */}
            <Link href="/reset-password-request" variant="body2" sx={{ alignSelf: 'flex-end' }}>
              {t('forgotPassword')}
            </Link>
            <Link href="/signup" variant="body2" sx={{ alignSelf: 'center' }}>
              {t('signUp')}
            </Link>
            {appInfo && appInfo.socialProviders.length > 0 && (
              <Suspense fallback={null}>
                <SocialSignIn configured={appInfo.socialProviders} />
              </Suspense>
            )}
            <Typography variant="body2" color="text.secondary" textAlign="center">
              {t('freeForDoctors')}
            </Typography>
            <LoginFooter privacyPolicyUrl={appInfo?.privacyPolicyUrl ?? null} />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
