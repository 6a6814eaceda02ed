import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAppInfo } from '../../../shared/api/use-app-info';
import { AFTER_LOGIN_STATE } from '../../../shared/auth/after-login';
import { isLoginLocationState, safeReturnPath } from '../../../shared/auth/login-redirect';
import { sessionStore, type AuthRecord } from '../../../shared/auth/session-store';
import { useSession } from '../../../shared/auth/use-session';
import { SignInScreen } from '../components/sign-in-screen';

/**
 * /login inside the running portal (spec part 1 §2): where a guard, an ended session or signing
 * out sends the user. A browser that opens /login first gets the same screen from the light
 * sign-in entry instead (app/sign-in, ADR 0033).
 */
export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const state = isLoginLocationState(location.state) ? location.state : {};
  const [signedInHere, setSignedInHere] = useState(false);
  const appInfo = useAppInfo();
  const { i18n } = useTranslation();
  // The notices of an unconfirmed address and the return from a social provider read the
  // `account` namespace, and the second step of signing in the `mfa` one, which the portal loads
  // on demand (the sign-in entry's text store fetches them when they ask): here ahead of need.
  useEffect(() => {
    void i18n.loadNamespaces(['account', 'mfa']).catch(() => undefined);
  }, [i18n]);

  // Someone already signed in has nothing to do here (a guard shows them 'no access' inside the
  // portal instead, ADR 0026). A sign-in made on this page navigates by itself (origin or
  // landing); this must not race it.
  if (session) return signedInHere ? null : <Navigate to="/" replace />;

  const onSignedIn = async (auth: AuthRecord) => {
    // Nothing cached for a previous user may leak into this session.
    await client.clearStore();
    flushSync(() => setSignedInHere(true));
    sessionStore.signIn(auth);
    const back = safeReturnPath(state.from);
    await navigate(back ?? '/', { replace: true, state: back ? undefined : AFTER_LOGIN_STATE });
  };

  return <SignInScreen appInfo={appInfo} onSignedIn={onSignedIn} />;
}
