import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Lang } from '@portal/domain';
import { startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { AppInfoDocument, type AppInfoQuery } from '../../__generated__/sign-in/graphql';
import { SignInScreen } from '../../features/auth/components/sign-in-screen';
import { graphqlRequest } from '../../shared/api/graphql-request';
import type { AuthRecord } from '../../shared/auth/session-store';
import { CookieBanner } from '../../shared/cookies/cookie-banner';
import { showLang } from '../../shared/i18n/lang';
import { TextContext } from '../../shared/i18n/text-context';
import { createPortalTheme } from '../../shared/theme/theme';
import { signInTexts } from './locale-texts';

interface Props {
  initialLang: Lang;
  /** The page's texts in `initialLang`, whose download started with the page's code. */
  textsLoaded: Promise<void>;
  onSignedIn: (auth: AuthRecord) => void;
}

/** How long to wait before asking again for texts that did not arrive. */
const TEXTS_RETRY_MS = 5000;

/**
 * The sign-in page on its own (ADR 0033): the portal's theme, the page's texts from the locale
 * files, the installation's facts from one `appInfo` request, the cookie banner. Nothing shows
 * until the texts are there (one small chunk, fetched in parallel with this code).
 */
export function SignInApp({ initialLang, textsLoaded, onSignedIn }: Props) {
  /** The language shown; null until its texts are there. */
  const [shown, setShown] = useState<Lang | null>(() =>
    signInTexts.has(initialLang) ? initialLang : null,
  );
  const [appInfo, setAppInfo] = useState<AppInfoQuery['appInfo'] | null>(null);
  const lang = shown ?? initialLang;

  useEffect(() => {
    let current = true;
    let timer: number | undefined;
    const wait = (attempt: Promise<void>) =>
      attempt.then(
        // A transition: React renders the page in slices, not in one long task.
        () => current && startTransition(() => setShown(initialLang)),
        () => {
          if (current)
            timer = window.setTimeout(
              () => void wait(signInTexts.preload(initialLang)),
              TEXTS_RETRY_MS,
            );
        },
      );
    void wait(textsLoaded);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [textsLoaded, initialLang]);

  useEffect(() => {
    // The page works without it: the social buttons and the privacy link wait for it.
    graphqlRequest(AppInfoDocument, {}, { lang: initialLang }).then(
      (data) => setAppInfo(data.appInfo),
      () => undefined,
    );
  }, [initialLang]);

  const changeLanguage = useCallback(async (next: Lang) => {
    await signInTexts.preload(next);
    showLang(next);
    startTransition(() => setShown(next));
  }, []);
  const texts = useMemo(
    () => shown && signInTexts.texts(shown, changeLanguage),
    [shown, changeLanguage],
  );
  const theme = useMemo(() => createPortalTheme(lang), [lang]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {texts && (
        <TextContext.Provider value={texts}>
          {/* Texts fetched on demand (the domain's messages, the terms) suspend their part. */}
          <Suspense fallback={null}>
            <SignInScreen appInfo={appInfo} onSignedIn={onSignedIn} />
            <CookieBanner />
          </Suspense>
        </TextContext.Provider>
      )}
    </ThemeProvider>
  );
}
