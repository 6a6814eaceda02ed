import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Lang } from '@portal/domain';
import { startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { LogoutScreen } from '../../features/patient-studies/components/logout-screen';
import { PatientStudiesScreen } from '../../features/patient-studies/components/patient-studies-screen';
import { CookieBanner } from '../../shared/cookies/cookie-banner';
import { showLang } from '../../shared/i18n/lang';
import { TextContext } from '../../shared/i18n/text-context';
import { createPortalTheme } from '../../shared/theme/theme';
import { patientStudiesTexts } from './patient-studies-texts';

/** Which of the entry's two addresses was opened. */
export type PatientStudiesRoute = 'studies' | 'logout';

interface Props {
  initialLang: Lang;
  /** The page's texts in `initialLang`, whose download started with the page's code. */
  textsLoaded: Promise<void>;
  namespaces: readonly string[];
  route: PatientStudiesRoute;
  /** The mailed link's token; null when the address has none. */
  token: string | null;
}

/** How long to wait before asking again for texts that did not arrive. */
const TEXTS_RETRY_MS = 5000;

/** Keeps `?lang=` of the address in step with the language shown, so a reload shows it too. */
function rememberLangInAddress(lang: Lang) {
  const url = new URL(window.location.href);
  if (url.searchParams.get('lang') === lang) return;
  url.searchParams.set('lang', lang);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The patient results page on its own (issue 18 §1), built as the scheduling page (ADR 0040):
 * the portal's theme, the page's texts from the locale files, the cookie banner. Nothing shows
 * until the texts are there.
 */
export function PatientStudiesApp({ initialLang, textsLoaded, namespaces, route, token }: Props) {
  const [shown, setShown] = useState<Lang | null>(() =>
    patientStudiesTexts.has(initialLang, namespaces) ? initialLang : null,
  );
  const lang = shown ?? initialLang;

  useEffect(() => {
    let current = true;
    let timer: number | undefined;
    const wait = (attempt: Promise<void>) =>
      attempt.then(
        () => current && startTransition(() => setShown(initialLang)),
        () => {
          if (current)
            timer = window.setTimeout(
              () => void wait(patientStudiesTexts.preload(initialLang, namespaces)),
              TEXTS_RETRY_MS,
            );
        },
      );
    void wait(textsLoaded);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [textsLoaded, initialLang, namespaces]);

  const changeLanguage = useCallback(
    async (next: Lang) => {
      await patientStudiesTexts.preload(next, namespaces);
      showLang(next);
      rememberLangInAddress(next);
      startTransition(() => setShown(next));
    },
    [namespaces],
  );
  const texts = useMemo(
    () => shown && patientStudiesTexts.texts(shown, changeLanguage),
    [shown, changeLanguage],
  );
  const theme = useMemo(() => createPortalTheme(lang), [lang]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {texts && (
        <TextContext.Provider value={texts}>
          <Suspense fallback={null}>
            {route === 'logout' ? <LogoutScreen /> : <PatientStudiesScreen token={token} />}
            <CookieBanner />
          </Suspense>
        </TextContext.Provider>
      )}
    </ThemeProvider>
  );
}
