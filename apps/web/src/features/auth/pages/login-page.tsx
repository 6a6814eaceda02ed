import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { LoginMutation } from '../../../__generated__/graphql';
import { useAppInfo } from '../../../shared/api/use-app-info';
import { isLoginLocationState, safeReturnPath } from '../../../shared/auth/login-redirect';
import { sessionStore } from '../../../shared/auth/session-store';
import { useSession } from '../../../shared/auth/use-session';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import { LoginFooter } from '../components/login-footer';
import { LoginForm } from '../components/login-form';
import { SocialSignIn } from '../components/social-sign-in';

/** The state the index route reads to land a fresh sign-in by role (spec part 1 §2). */
export const AFTER_LOGIN_STATE = { afterLogin: true } as const;

/** /login (spec part 1 §2). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const state = isLoginLocationState(location.state) ? location.state : {};
  const [signedInHere, setSignedInHere] = useState(false);
  const appInfo = useAppInfo();

  // Someone already signed in has nothing to do here (a guard shows them 'no access' inside the
  // portal instead, ADR 0026). A sign-in made on this page navigates by itself (origin or
  // landing); this must not race it.
  if (session) return signedInHere ? null : <Navigate to="/" replace />;

  const onSignedIn = async ({ token, user }: LoginMutation['login']) => {
    // Nothing cached for a previous user may leak into this session.
    await client.clearStore();
    flushSync(() => setSignedInHere(true));
    sessionStore.signIn({
      token,
      roles: user.roles,
      userId: user.id,
      login: user.login,
      acceptedTerms: user.acceptedTerms,
    });
    const back = safeReturnPath(state.from);
    await navigate(back ?? '/', { replace: true, state: back ? undefined : AFTER_LOGIN_STATE });
  };

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
            <LoginForm onSignedIn={onSignedIn} />
            <SocialSignIn configured={appInfo?.socialProviders ?? []} />
            <Typography variant="body2" color="text.secondary" textAlign="center">
              {t('freeForDoctors')}
            </Typography>
            <LoginFooter />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
