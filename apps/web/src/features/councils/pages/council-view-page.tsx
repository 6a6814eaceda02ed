import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  CouncilViewDocument,
  RemoveDoctorFromCouncilDocument,
  type CouncilDetailsFragment,
} from '../../../__generated__/councils/graphql';
import { formatDate } from '../../../shared/format/dates';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { RecordPending } from '../../../shared/ui/record-pending';
import { CouncilDiscussion } from '../components/council-discussion';
import { CouncilMembers } from '../components/council-members';
import { councilStudyLabel } from '../components/council-study-label';
import { InviteForm } from '../components/invite-form';
import { useWithdrawInvite } from '../components/pending-invites-tab';
import { callerMember } from '../hooks/caller-member';
import { forgetParticipations } from '../hooks/council-cache';
import { councilPaths } from '../hooks/council-paths';
import { useLang } from '../hooks/use-lang';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id={headingId}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** The founder's pending addresses, each with 'Wycofaj'. */
function PendingAddresses({ council }: { council: CouncilDetailsFragment }) {
  const { t } = useTranslation('councils');
  const { ask, dialog } = useWithdrawInvite();
  if (council.invitedMemberEmail.length === 0) {
    return <Typography color="text.secondary">{t('view.noPending')}</Typography>;
  }
  return (
    <>
      <List aria-label={t('view.pending')} disablePadding>
        {council.invitedMemberEmail.map((email) => (
          <ListItem
            key={email}
            divider
            disableGutters
            secondaryAction={
              <Button
                color="error"
                onClick={() => ask({ councilId: council.id, councilName: council.name, email })}
                aria-haspopup="dialog"
                aria-label={t('pending.withdrawOf', { email })}
              >
                {t('pending.withdraw')}
              </Button>
            }
          >
            <ListItemText primary={email} />
          </ListItem>
        ))}
      </List>
      {dialog}
    </>
  );
}

/** A member's 'Opuść konsylium', after a confirmation; back to the list once gone. */
function LeaveButton({ council }: { council: CouncilDetailsFragment }) {
  const { t } = useTranslation('councils');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const me = callerMember(council);
  const [confirming, setConfirming] = useState(false);
  const [remove] = useMutation(RemoveDoctorFromCouncilDocument);
  const client = useApolloClient();

  const leave = async () => {
    if (!me) return;
    await remove({ variables: { councilId: council.id, doctorId: me.doctor.id } });
    enqueueSnackbar(t('view.left', { council: council.name }), { variant: 'success' });
    await navigate(councilPaths.list);
    // Only now: this page, while shown, would ask the server for the council again.
    client.cache.evict({ id: client.cache.identify({ __typename: 'Council', id: council.id }) });
    forgetParticipations(client.cache);
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<LogoutIcon />}
        disabled={!me}
        onClick={() => setConfirming(true)}
        aria-haspopup="dialog"
      >
        {t('view.leave')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('view.leaveTitle')}
        message={t('view.leaveText', { council: council.name })}
        confirmLabel={t('view.leave')}
        confirmColor="error"
        onConfirm={leave}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * /councils/view/:id (spec part 2 §3 Council; issue 22 §1): a council the caller is a member of —
 * its members, its studies and its discussion. The founder invites, removes members and withdraws
 * pending invitations; a member may leave. Any other council is 'Nie znaleziono konsylium.'.
 */
export function CouncilViewPage() {
  const { t } = useTranslation('councils');
  const lang = useLang();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(CouncilViewDocument, {
    variables: { id },
    context: { silentErrors: true },
  });
  const council = data?.council;

  const back = (
    <Button
      component={RouterLink}
      to={councilPaths.list}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('backToList')}
    </Button>
  );

  if (!council) {
    const texts = {
      loading: t('view.loading'),
      loadFailed: t('view.loadFailed'),
      notFound: t('view.notFound'),
    };
    return (
      <RecordPending back={back} loading={loading} error={error} onRetry={refetch} texts={texts} />
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, pb: 4 }}>
      {back}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {council.name}
          </Typography>
          <Typography color="text.secondary">
            {t('view.created', { date: formatDate(council.createdAt, lang) })}
          </Typography>
        </Stack>
        {!council.isOwner && <LeaveButton council={council} />}
      </Stack>
      <Section title={t('view.members')}>
        <CouncilMembers council={council} />
      </Section>
      {council.isOwner && (
        <Section title={t('view.inviteTitle')}>
          <InviteForm councilId={council.id} />
          <Typography variant="subtitle2" component="h3">
            {t('view.pending')}
          </Typography>
          <PendingAddresses council={council} />
        </Section>
      )}
      <Section title={t('view.studies')}>
        {council.studies.length === 0 ? (
          <Typography color="text.secondary">{t('view.noStudies')}</Typography>
        ) : (
          <List aria-label={t('view.studies')} disablePadding>
            {council.studies.map((study) => (
              <ListItem key={study.id} disableGutters>
                <Link component={RouterLink} to={councilPaths.study(study.id)} underline="hover">
                  {councilStudyLabel(study, lang)}
                </Link>
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <CouncilDiscussion councilId={council.id} />
    </Stack>
  );
}
