import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CouncilStudyOptionDocument } from '../../../__generated__/councils/graphql';
import { CouncilInvitesTab } from '../components/council-invites-tab';
import { CreateCouncilDialog } from '../components/create-council-dialog';
import { ExistingCouncilsTab } from '../components/existing-councils-tab';
import { PendingInvitesTab } from '../components/pending-invites-tab';
import { COUNCIL_TABS, councilPaths, isCouncilTab, type CouncilTab } from '../hooks/council-paths';

function TabContent({ tab }: { tab: CouncilTab }) {
  switch (tab) {
    case 'existing':
      return <ExistingCouncilsTab />;
    case 'pending':
      return <PendingInvitesTab />;
    case 'invites':
      return <CouncilInvitesTab />;
  }
}

/**
 * /councils (spec part 2 §2 "Councils"; issue 22 §1): the tabs existing, pending and invites, kept
 * in `?tab=` (the spec's fourth tab, 'others', is switched off), and 'Nowe konsylium'.
 * `?studyId=` opens the create dialog with that study chosen.
 */
export function CouncilsPage() {
  const { t } = useTranslation('councils');
  const navigate = useNavigate();
  const tabsId = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CouncilTab = isCouncilTab(requested) ? requested : 'existing';
  const studyId = params.get('studyId');
  const [creating, setCreating] = useState(false);
  const preselected = useQuery(CouncilStudyOptionDocument, {
    variables: { id: studyId ?? '' },
    skip: !studyId,
    // A study that cannot be read leaves the dialog without it.
    context: { silentErrors: true },
  });
  const open = creating || (Boolean(studyId) && !preselected.loading);

  const close = () => {
    setCreating(false);
    if (studyId)
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('studyId');
          return updated;
        },
        { replace: true },
      );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          aria-haspopup="dialog"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('create.open')}
        </Button>
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, next: CouncilTab) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                if (next === 'existing') updated.delete('tab');
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
          {COUNCIL_TABS.map((key) => (
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
        <TabContent tab={tab} />
      </Box>
      {open && (
        <CreateCouncilDialog
          initialStudies={preselected.data ? [preselected.data.study] : []}
          onClose={close}
          onCreated={(id) => void navigate(councilPaths.view(id))}
        />
      )}
    </Stack>
  );
}
