import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What shows while a page's code downloads: a spinner a screen reader names 'Ładowanie…'. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/** The boundary around lazily loaded pages (shared/routing/lazy-page.ts). */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
