import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Lang } from '@portal/domain';
import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { CookieBanner } from '../shared/cookies/cookie-banner';
import { showLang } from '../shared/i18n/lang';
import { TextContext } from '../shared/i18n/text-context';
import { createPortalTheme } from '../shared/theme/theme';
import type { createTextStore } from './sign-in/locale-texts';

interface Props {
  /** Where the page's texts come from (without i18next, ADR 0033). */
  store: ReturnType<typeof createTextStore>;
  initialLang: Lang;
  /** The page's texts in `initialLang`, whose download started with the page's code. */
  textsLoaded: Promise<void>;
  namespaces: readonly string[];
  /** Called once another language is shown (e.g. to keep `?lang=` of the address in step). */
  onLanguageShown?: (lang: Lang) => void;
  children: ReactNode;
}

/** How long to wait before asking again for texts that did not arrive. */
const TEXTS_RETRY_MS = 5000;

/**
 * A public page on its own, outside the portal (ADR 0040, 0043): the portal's theme, the page's
 * texts from the locale files, the language switcher's change, the cookie banner. Nothing shows
 * until the texts are there; a failed download of them is tried again.
 */
export function LightApp({
  store,
  initialLang,
  textsLoaded,
  namespaces,
  onLanguageShown,
  children,
}: Props) {
  const [shown, setShown] = useState<Lang | null>(() =>
    store.has(initialLang, namespaces) ? initialLang : null,
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
              () => void wait(store.preload(initialLang, namespaces)),
              TEXTS_RETRY_MS,
            );
        },
      );
    void wait(textsLoaded);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [store, textsLoaded, initialLang, namespaces]);

  const changeLanguage = useCallback(
    async (next: Lang) => {
      await store.preload(next, namespaces);
      showLang(next);
      onLanguageShown?.(next);
      startTransition(() => setShown(next));
    },
    [store, namespaces, onLanguageShown],
  );
  const texts = useMemo(
    () => shown && store.texts(shown, changeLanguage),
    [store, shown, changeLanguage],
  );
  const theme = useMemo(() => createPortalTheme(lang), [lang]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {texts && (
        <TextContext.Provider value={texts}>
          <Suspense fallback={null}>
            {children}
            <CookieBanner />
          </Suspense>
        </TextContext.Provider>
      )}
    </ThemeProvider>
  );
}
