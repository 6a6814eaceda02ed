import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Breadcrumbs and heading of the add and edit pages. */
export function BranchPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('branches');
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, pb: 6 }}>
      <Breadcrumbs aria-label={t('breadcrumbs')}>
        <Link component={RouterLink} to="/settings" underline="hover" color="inherit">
          {t('settings')}
        </Link>
        <Link component={RouterLink} to="/settings/branches" underline="hover" color="inherit">
          {t('title')}
        </Link>
        <Typography sx={{ color: 'text.primary' }}>{title}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
