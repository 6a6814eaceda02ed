import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { PatientFieldsFragment } from '../../../__generated__/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { PatientConsentsTab } from '../components/consents/patient-consents-tab';
import { patientName } from '../components/patient-name';
import { PatientAppointmentsTab } from '../components/view/patient-appointments-tab';
import { PatientDataTab } from '../components/view/patient-data-tab';
import { PatientReferralsTab } from '../components/view/patient-referrals-tab';
import { PatientStudiesTab } from '../components/view/patient-studies-tab';
import { useConsentSubmitted } from '../hooks/use-consent-submitted';
import { usePatient } from '../hooks/use-patient';
import { LoadError } from '../../../shared/ui/load-error';

const TABS = ['data', 'appointments', 'studies', 'referrals', 'consents'] as const;
type TabKey = (typeof TABS)[number];

function isTab(value: string | null): value is TabKey {
  return (TABS as readonly (string | null)[]).includes(value);
}

/**
 * The tabs this role sees (spec part 1 §6): appointments and studies only for some roles,
 * referrals for those who see referrals (part 2 §6).
 */
function useVisibleTabs(): TabKey[] {
  const appointments = usePermission('patients.tab.appointments');
  const studies = usePermission('patients.tab.studies');
  const referrals = usePermission('referrals.list');
  return TABS.filter(
    (tab) =>
      (tab !== 'appointments' || appointments) &&
      (tab !== 'studies' || studies) &&
      (tab !== 'referrals' || referrals),
  );
}

function TabContent({ tab, patient }: { tab: TabKey; patient: PatientFieldsFragment }) {
  switch (tab) {
    case 'data':
      return <PatientDataTab patient={patient} />;
    case 'appointments':
      return <PatientAppointmentsTab patientId={patient.id} />;
    case 'studies':
      return <PatientStudiesTab patientId={patient.id} />;
    case 'referrals':
      return <PatientReferralsTab patientId={patient.id} />;
    case 'consents':
      return <PatientConsentsTab patient={patient} />;
  }
}

/** /patients/view/:id with its tabs (spec part 1 §2); the tab is in the URL (`?tab=`). */
export function PatientViewPage() {
  const { t } = useTranslation(['patients', 'errors', 'referrals']);
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tabsId = useId();
  const visible = useVisibleTabs();
  const requested = params.get('tab');
  const tab: TabKey = isTab(requested) && visible.includes(requested) ? requested : 'data';
  const { patient, loading, error, notFound, refetch } = usePatient(id);
  useConsentSubmitted(id);

  const back = (
    <Button
      component={RouterLink}
      to="/patients"
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('patients:view.backToList')}
    </Button>
  );

  if (!patient) {
    return (
      <Stack spacing={2}>
        {back}
        {loading && (
          <Stack spacing={2} aria-busy="true" aria-label={t('patients:view.loading')}>
            <Skeleton variant="text" width={320} height={48} />
            <Skeleton variant="rounded" height={240} />
          </Stack>
        )}
        {!loading && notFound && <Alert severity="warning">{t('errors:notFound', { id })}</Alert>}
        {!loading && error && !notFound && (
          <LoadError message={t('patients:view.loadFailed')} onRetry={refetch} />
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {back}
      <Typography variant="h4" component="h1">
        {patientName(patient.contact)}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, next: TabKey) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                if (next === 'data') updated.delete('tab');
                else updated.set('tab', next);
                return updated;
              },
              { replace: true },
            )
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('patients:view.tabsLabel')}
        >
          {visible.map((key) => (
            <Tab
              key={key}
              value={key}
              // The referrals tab is named with the referrals' texts, as its content is.
              label={
                key === 'referrals' ? t('referrals:patientTab.tab') : t(`patients:view.tab.${key}`)
              }
              id={`${tabsId}-tab-${key}`}
              aria-controls={`${tabsId}-panel-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${tabsId}-panel-${tab}`} aria-labelledby={`${tabsId}-tab-${tab}`}>
        <TabContent tab={tab} patient={patient} />
      </Box>
    </Stack>
  );
}
