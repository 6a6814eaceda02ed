import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ALERT_AUTO_HIDE_MS, isLang, MAX_TOASTS } from '@portal/domain';
import { SnackbarProvider } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { useAppInfo } from '../shared/api/use-app-info';
import { DATE_FNS_LOCALES } from '../shared/format/dates';
import { createPortalTheme } from '../shared/theme/theme';
import { TOAST_COMPONENTS } from '../shared/theme/toast-content';
import { NewBuildNotice } from '../shared/ui/new-build-notice';
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
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_FNS_LOCALES[lang]}>
        <SnackbarProvider
          maxSnack={MAX_TOASTS}
          autoHideDuration={ALERT_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          Components={TOAST_COMPONENTS}
        >
          <ApolloProvider client={client}>
            <AppInfoLoader />
            <TopProgressBar />
            <RouterProvider router={router} />
            <NewBuildNotice />
          </ApolloProvider>
        </SnackbarProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
