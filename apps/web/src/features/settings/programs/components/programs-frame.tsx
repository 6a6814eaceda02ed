import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The programs pages' frame: breadcrumbs (settings → programs → the page) and the heading. */
export function ProgramsFrame({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation('programs');
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, pb: 10 }}>
      <Breadcrumbs aria-label={t('breadcrumbs')}>
        <Link component={RouterLink} to="/settings" underline="hover" color="inherit">
          {t('settings')}
        </Link>
        {title ? (
          <Link component={RouterLink} to="/settings/programs" underline="hover" color="inherit">
            {t('title')}
          </Link>
        ) : (
          <Typography sx={{ color: 'text.primary' }}>{t('title')}</Typography>
        )}
        {title && <Typography sx={{ color: 'text.primary' }}>{title}</Typography>}
      </Breadcrumbs>
      <Typography variant="h4" component="h1">
        {title ?? t('title')}
      </Typography>
      {children}
    </Stack>
  );
}
