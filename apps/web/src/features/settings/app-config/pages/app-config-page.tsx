import { useQuery } from '@apollo/client/react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppConfigSettingsDocument } from '../../../../__generated__/graphql';
import { LoadError } from '../../../../shared/ui/load-error';
import { AppConfigForm } from '../components/app-config-form';

/** /settings/app-config (Admin): the application configuration (spec part 2 §2, §5). */
export function AppConfigPage() {
  const { t } = useTranslation('appConfig');
  const { data, loading, error, refetch } = useQuery(AppConfigSettingsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const config = data?.appConfig;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, pb: 4 }}>
      <Breadcrumbs aria-label={t('breadcrumbs')}>
        <Link component={RouterLink} to="/settings" underline="hover" color="inherit">
          {t('settings')}
        </Link>
        <Typography sx={{ color: 'text.primary' }}>{t('title')}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      {!config && loading && (
        <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      )}
      {!config && !loading && error && (
        <LoadError message={t('loadError')} onRetry={() => void refetch()} />
      )}
      {config && (
        <AppConfigForm
          // Read once: a later refetch does not reset what is being typed.
          config={config}
          onReload={async () => (await refetch()).data?.appConfig ?? null}
        />
      )}
    </Stack>
  );
}
