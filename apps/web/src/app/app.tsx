import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ApolloClient } from '@apollo/client';
import { ALERT_AUTO_HIDE_MS, isLang, MAX_TOASTS } from '@portal/domain';
import { SnackbarProvider } from 'notistack';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { useAppInfo } from '../shared/api/use-app-info';
import { I18nextTexts } from '../shared/i18n/i18next-texts';
import { NewPatientDialogContext } from '../shared/patients/new-patient-dialog';
import { createPortalTheme } from '../shared/theme/theme';
import { TOAST_COMPONENTS } from '../shared/theme/toast-content';
import { NewBuildNotice } from '../shared/ui/new-build-notice';
import { PageSuspense } from '../shared/ui/page-loading';
import { TopProgressBar } from '../shared/ui/top-progress-bar';
import type { PortalRouter } from './router';

/** Loads the installation facts (hotline for error texts) as soon as the app starts. */
function AppInfoLoader() {
  useAppInfo();
  return null;
}

// Loaded the first time a form asks for it: the patient form is heavy and rarely needed there.
const NewPatientDialog = lazy(() => import('./new-patient-dialog'));

interface Props {
  router: PortalRouter;
  client: ApolloClient;
}

/** The portal: theme, texts, toasts, the API client and the router (made by `app/boot.tsx`). */
export function App({ router, client }: Props) {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const theme = useMemo(() => createPortalTheme(lang), [lang]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nextTexts>
        <SnackbarProvider
          maxSnack={MAX_TOASTS}
          autoHideDuration={ALERT_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          Components={TOAST_COMPONENTS}
        >
          <ApolloProvider client={client}>
            <NewPatientDialogContext.Provider value={NewPatientDialog}>
              <AppInfoLoader />
              <TopProgressBar />
              <PageSuspense>
                <RouterProvider router={router} />
              </PageSuspense>
              <NewBuildNotice />
            </NewPatientDialogContext.Provider>
          </ApolloProvider>
        </SnackbarProvider>
      </I18nextTexts>
    </ThemeProvider>
  );
}
