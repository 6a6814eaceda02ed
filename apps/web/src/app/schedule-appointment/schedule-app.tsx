import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Lang } from '@portal/domain';
import { startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { ScheduleAppointmentScreen } from '../../features/scheduling/components/schedule-appointment-screen';
import { CookieBanner } from '../../shared/cookies/cookie-banner';
import { showLang } from '../../shared/i18n/lang';
import { TextContext } from '../../shared/i18n/text-context';
import { createPortalTheme } from '../../shared/theme/theme';
import { schedulingTexts } from './scheduling-texts';

interface Props {
  initialLang: Lang;
  /** The page's texts in `initialLang`, whose download started with the page's code. */
  textsLoaded: Promise<void>;
  namespaces: readonly string[];
  /** The link's token; null when the address has none. */
  token: string | null;
}

/** How long to wait before asking again for texts that did not arrive. */
const TEXTS_RETRY_MS = 5000;

/**
 * The scheduling page on its own (ADR 0040): the portal's theme, the page's texts from the
 * locale files, the cookie banner. Nothing shows until the texts are there.
 */
export function ScheduleApp({ initialLang, textsLoaded, namespaces, token }: Props) {
  const [shown, setShown] = useState<Lang | null>(() =>
    schedulingTexts.has(initialLang, namespaces) ? initialLang : null,
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
              () => void wait(schedulingTexts.preload(initialLang, namespaces)),
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
      await schedulingTexts.preload(next, namespaces);
      showLang(next);
      startTransition(() => setShown(next));
    },
    [namespaces],
  );
  const texts = useMemo(
    () => shown && schedulingTexts.texts(shown, changeLanguage),
    [shown, changeLanguage],
  );
  const theme = useMemo(() => createPortalTheme(lang), [lang]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {texts && (
        <TextContext.Provider value={texts}>
          <Suspense fallback={null}>
            <ScheduleAppointmentScreen token={token} />
            <CookieBanner />
          </Suspense>
        </TextContext.Provider>
      )}
    </ThemeProvider>
  );
}
