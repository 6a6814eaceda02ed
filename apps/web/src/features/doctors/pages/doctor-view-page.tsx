import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import type {
  DoctorViewContactFragment,
  DoctorViewFieldsFragment,
} from '../../../__generated__/doctors/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { doctorName } from '../../../shared/format/doctor-name';
import { LoadError } from '../../../shared/ui/load-error';
import { DoctorActions } from '../components/view/doctor-actions';
import { DoctorCommentsTab } from '../components/view/doctor-comments-tab';
import { DoctorContactCard } from '../components/view/doctor-contact-card';
import { DoctorCouncilsTab } from '../components/view/doctor-councils-tab';
import { DoctorDescriptionTab } from '../components/view/doctor-description-tab';
import { DoctorInfoTab } from '../components/view/doctor-info-tab';
import { DoctorStatsTab } from '../components/view/doctor-stats-tab';
import { DoctorVisitsTab } from '../components/view/doctor-visits-tab';
import {
  isDoctorViewTab,
  visibleDoctorTabs,
  type DoctorViewTab,
} from '../components/view/doctor-view-tabs';
import { useDoctorView } from '../hooks/use-doctor-view';

function TabContent({ tab, doctor }: { tab: DoctorViewTab; doctor: DoctorViewFieldsFragment }) {
  switch (tab) {
    case 'info':
      return <DoctorInfoTab doctor={doctor} />;
    case 'stats':
      return <DoctorStatsTab doctorId={doctor.id} />;
    case 'council':
      return doctor.user && <DoctorCouncilsTab userId={doctor.user.id} doctorId={doctor.id} />;
    case 'comments':
      return <DoctorCommentsTab doctorId={doctor.id} />;
    case 'description':
      return <DoctorDescriptionTab doctor={doctor} />;
    case 'visits':
      // Its status chips speak the visits' texts, loaded with the tab.
      return (
        <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
          <DoctorVisitsTab doctorId={doctor.id} />
        </Suspense>
      );
  }
}

/** The name as the heading, PWZ or NIP under it, and what else the header carries. */
function Header({ doctor, children }: { doctor: DoctorViewContactFragment; children?: ReactNode }) {
  const { t } = useTranslation('doctorView');
  const identifier = doctor.licenseNumber
    ? t('licenseNumber', { value: doctor.licenseNumber })
    : doctor.contact.nip
      ? t('nip', { value: doctor.contact.nip })
      : null;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      justifyContent="space-between"
      alignItems={{ md: 'flex-start' }}
    >
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {doctorName(doctor)}
        </Typography>
        {identifier && <Typography color="text.secondary">{identifier}</Typography>}
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * /doctors/view/:id and /facilities/view/:id (spec part 2 §2, issue 20 §2): the tabs the viewer
 * may see, the tab in the address (`?tab=`), and the actions of Admin and Manager. Who holds no
 * doctors list (Doctor, DentalOffice, Laboratory, other staff) sees the contact card alone.
 */
export function DoctorViewPage() {
  const { t } = useTranslation('doctorView');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const tabsId = useId();
  const full = usePermission('doctors.list');
  const mayListVisits = usePermission('visits.list');
  const rights = {
    stats: usePermission('doctors.stats'),
    comments: usePermission('doctors.comments'),
    // Admin and Manager (spec part 2 §2), who also read the coordinators' visits.
    visits: usePermission('doctors.stats') && mayListVisits,
    council: usePermission('councils.ofDoctor'),
  };
  const { doctor, contact, loading, error, notFound, refetch } = useDoctorView(id, { full });
  const facilities = doctor?.isFacility ?? pathname.startsWith('/facilities');

  const back = full && (
    <Button
      component={RouterLink}
      to={facilities ? '/facilities' : '/doctors'}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t(facilities ? 'backToFacilities' : 'backToDoctors')}
    </Button>
  );

  if (!contact) {
    return (
      <Stack spacing={2}>
        {back}
        {loading && (
          <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
            <Skeleton variant="text" width={320} height={48} />
            <Skeleton variant="rounded" height={240} />
          </Stack>
        )}
        {!loading && notFound && <Alert severity="warning">{t('notFound')}</Alert>}
        {!loading && error && !notFound && (
          <LoadError message={t('loadFailed')} onRetry={refetch} />
        )}
      </Stack>
    );
  }

  if (!doctor) {
    return (
      <Stack spacing={2}>
        <Header doctor={contact} />
        <DoctorContactCard doctor={contact} />
      </Stack>
    );
  }

  const visible = visibleDoctorTabs(rights, doctor);
  const requested = params.get('tab');
  const tab: DoctorViewTab =
    isDoctorViewTab(requested) && visible.includes(requested) ? requested : 'info';
  const name = doctorName(doctor);

  return (
    <Stack spacing={2}>
      {back}
      <Header doctor={doctor}>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          {doctor.user === null && <Chip label={t('noUser')} variant="outlined" />}
          <DoctorActions doctor={doctor} name={name} />
        </Stack>
      </Header>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, next: DoctorViewTab) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                if (next === 'info') updated.delete('tab');
                else updated.set('tab', next);
                return updated;
              },
              { replace: true },
            )
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('tabsLabel')}
        >
          {visible.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`tab.${key}`)}
              id={`${tabsId}-tab-${key}`}
              aria-controls={`${tabsId}-panel-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${tabsId}-panel-${tab}`} aria-labelledby={`${tabsId}-tab-${tab}`}>
        <TabContent tab={tab} doctor={doctor} />
      </Box>
    </Stack>
  );
}
