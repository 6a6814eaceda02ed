import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface Props {
  /** The page's locale namespace: its `settings`, `title` and `breadcrumbs` texts. */
  namespace: string;
  /** The list page of this part of the settings. */
  listPath: string;
  /** The add or edit page's title; none on the list page itself. */
  title?: string;
  children: ReactNode;
}

/** Breadcrumbs (settings → the list → the page) and the heading of a settings page. */
export function SettingsPageFrame({ namespace, listPath, title, children }: Props) {
  const { t } = useTranslation(namespace);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, pb: 10 }}>
      <Breadcrumbs aria-label={t('breadcrumbs')}>
        <Link component={RouterLink} to="/settings" underline="hover" color="inherit">
          {t('settings')}
        </Link>
        {title ? (
          <Link component={RouterLink} to={listPath} underline="hover" color="inherit">
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
