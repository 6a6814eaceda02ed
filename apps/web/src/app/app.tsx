import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ALERT_AUTO_HIDE_MS, isLang, MAX_TOASTS } from '@portal/domain';
import { SnackbarProvider } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { useAppInfo } from '../shared/api/use-app-info';
import { createPortalTheme } from '../shared/theme/theme';
import { TOAST_COMPONENTS } from '../shared/theme/toast-content';
import { NewBuildNotice } from '../shared/ui/new-build-notice';
import { PageSuspense } from '../shared/ui/page-loading';
import { TopProgressBar } from '../shared/ui/top-progress-bar';
import { createPortalClient } from './api-client';
import { createPortalRouter } from './router';

const router = createPortalRouter();
const client = createPortalClient(router);

/** Loads the installation facts (hotline for error texts) as soon as the app starts. */
function AppInfoLoader() {
  useAppInfo();
  return null;
}

export function App() {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const theme = useMemo(() => createPortalTheme(lang), [lang]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={MAX_TOASTS}
        autoHideDuration={ALERT_AUTO_HIDE_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        Components={TOAST_COMPONENTS}
      >
        <ApolloProvider client={client}>
          <AppInfoLoader />
          <TopProgressBar />
          <PageSuspense>
            <RouterProvider router={router} />
          </PageSuspense>
          <NewBuildNotice />
        </ApolloProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
