import type { Lang } from '@portal/domain';
import { useEffect, useState } from 'react';
import { AppInfoDocument, type AppInfoQuery } from '../../__generated__/sign-in/graphql';
import { SignInScreen } from '../../features/auth/components/sign-in-screen';
import { graphqlRequest } from '../../shared/api/graphql-request';
import type { AuthRecord } from '../../shared/auth/session-store';
import { LightApp } from '../light-app';
import { SIGN_IN_NAMESPACES } from '../../locales/core-namespaces';
import { signInTexts } from './locale-texts';

interface Props {
  initialLang: Lang;
  /** The page's texts in `initialLang`, whose download started with the page's code. */
  textsLoaded: Promise<void>;
  onSignedIn: (auth: AuthRecord) => void;
}

/**
 * The sign-in page on its own (ADR 0033): a light page (LightApp) with the installation's facts
 * from one `appInfo` request. Texts fetched on demand (the domain's messages, the terms) suspend
 * their part.
 */
export function SignInApp({ initialLang, textsLoaded, onSignedIn }: Props) {
  const [appInfo, setAppInfo] = useState<AppInfoQuery['appInfo'] | null>(null);

  useEffect(() => {
    // The page works without it: the social buttons and the privacy link wait for it.
    graphqlRequest(AppInfoDocument, {}, { lang: initialLang }).then(
      (data) => setAppInfo(data.appInfo),
      () => undefined,
    );
  }, [initialLang]);

  return (
    <LightApp
      store={signInTexts}
      initialLang={initialLang}
      textsLoaded={textsLoaded}
      namespaces={SIGN_IN_NAMESPACES}
    >
      <SignInScreen appInfo={appInfo} onSignedIn={onSignedIn} />
    </LightApp>
  );
}
