import AddIcon from '@mui/icons-material/Add';
import TabletAndroidIcon from '@mui/icons-material/TabletAndroid';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EditTabletDialog } from '../components/edit-tablet-dialog';
import {
  RegisterTabletDialog,
  type TabletRegistration,
} from '../components/register-tablet-dialog';
import { RegistrationDialog } from '../components/registration-dialog';
import { TabletsTable } from '../components/tablets-table';
import { useDeleteTablet } from '../hooks/use-delete-tablet';
import { useEditParam } from '../hooks/use-edit-param';
import { useSettingsTablets } from '../hooks/use-settings-tablets';
import { useUnpairTablet } from '../hooks/use-unpair-tablet';
import { useTabletClock } from '../hooks/use-tablet-clock';
import { LoadError } from '../../../../shared/ui/load-error';

/** /settings/tablets (Admin): tablets for consent signing, with live status (part 2 §7). */
export function TabletsPage() {
  const { t } = useTranslation('tablets');
  const { tablets, loaded, loading, error, refetch } = useSettingsTablets();
  const now = useTabletClock(tablets);
  const { editing, open: openEdit, close: closeEdit } = useEditParam(tablets, loaded);
  const [registering, setRegistering] = useState(false);
  const [registration, setRegistration] = useState<{
    credentials: TabletRegistration;
    unpaired: boolean;
  } | null>(null);
  const removal = useDeleteTablet();
  const unpairing = useUnpairTablet((credentials) =>
    setRegistration({ credentials, unpaired: true }),
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, pb: 10 }}>
      <Breadcrumbs aria-label={t('breadcrumbs')}>
        <Link component={RouterLink} to="/settings" underline="hover" color="inherit">
          {t('settings')}
        </Link>
        <Typography sx={{ color: 'text.primary' }}>{t('title')}</Typography>
      </Breadcrumbs>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
      </Stack>
      <Typography sx={{ color: 'text.secondary' }}>{t('intro')}</Typography>

      {!loaded && loading && (
        <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
      {!loaded && !loading && error && (
        <LoadError message={t('messages.loadError')} onRetry={refetch} />
      )}
      {loaded && tablets.length === 0 && (
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <TabletAndroidIcon aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
            <Typography variant="h6" component="p">
              {t('empty.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>
              {t('empty.message')}
            </Typography>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setRegistering(true)}
            >
              {t('register.open')}
            </Button>
          </Stack>
        </Paper>
      )}
      {loaded && tablets.length > 0 && (
        <TabletsTable
          tablets={tablets}
          now={now}
          onEdit={(tablet) => openEdit(tablet.id)}
          onDelete={removal.ask}
          onUnpair={unpairing.ask}
        />
      )}

      <Fab
        color="primary"
        aria-label={t('register.open')}
        onClick={() => setRegistering(true)}
        sx={{ position: 'fixed', right: 32, bottom: 32 }}
      >
        <AddIcon />
      </Fab>

      <RegisterTabletDialog
        open={registering}
        onClose={() => setRegistering(false)}
        onRegistered={(result) => {
          setRegistering(false);
          setRegistration({ credentials: result, unpaired: false });
        }}
      />
      {registration && (
        <RegistrationDialog
          registration={registration.credentials}
          unpaired={registration.unpaired}
          onClose={() => setRegistration(null)}
        />
      )}
      {editing && (
        <EditTabletDialog
          key={editing.id}
          tablet={editing}
          onReload={async () => {
            const { data } = await refetch();
            return data?.tablets.find((tablet) => tablet.id === editing.id) ?? null;
          }}
          onClose={closeEdit}
        />
      )}
      {removal.dialog}
      {unpairing.dialog}
    </Stack>
  );
}
