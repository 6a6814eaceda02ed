import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AcceptCouncilInviteDocument,
  RejectCouncilInviteDocument,
  type CouncilInviteRowFragment,
} from '../../../__generated__/councils/graphql';
import { doctorName } from '../../../shared/format/doctor-name';
import { formatDate } from '../../../shared/format/dates';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { forgetInvite, forgetParticipations } from '../hooks/council-cache';
import { councilPaths } from '../hooks/council-paths';
import { useCouncilInvites } from '../hooks/use-council-invites';
import { useLang } from '../hooks/use-lang';
import { TabState } from './tab-state';

/**
 * 'Zaproszenia' (spec part 2 §2 "Councils", §4 "Council invitation"): the invitations to the
 * caller's address — council, who invited, when — with 'Dołącz' (the council opens) and
 * 'Odrzuć' after a confirmation.
 */
export function CouncilInvitesTab() {
  const { t } = useTranslation('councils');
  const lang = useLang();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { invites, loading, error, refetch } = useCouncilInvites();
  const [rejecting, setRejecting] = useState<CouncilInviteRowFragment | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [accept] = useMutation(AcceptCouncilInviteDocument);
  const [reject] = useMutation(RejectCouncilInviteDocument);

  const join = async (invite: CouncilInviteRowFragment) => {
    setBusy(invite.id);
    try {
      await accept({
        variables: { councilId: invite.councilId },
        update: (cache) => {
          forgetInvite(cache, invite.councilId);
          forgetParticipations(cache);
        },
      });
      enqueueSnackbar(t('invites.joined', { council: invite.councilName }), {
        variant: 'success',
      });
      await navigate(councilPaths.view(invite.councilId));
    } catch {
      // The app's error handler has said what went wrong.
    } finally {
      setBusy(null);
    }
  };

  const confirmReject = async () => {
    if (!rejecting) return;
    try {
      await reject({
        variables: { councilId: rejecting.councilId },
        update: (cache) => forgetInvite(cache, rejecting.councilId),
      });
      enqueueSnackbar(t('invites.rejected', { council: rejecting.councilName }), {
        variant: 'success',
      });
    } finally {
      setRejecting(null);
    }
  };

  return (
    <TabState
      loading={loading}
      error={error}
      hasData={invites !== null}
      empty={invites?.length === 0}
      texts={{
        loading: t('invites.loading'),
        loadFailed: t('invites.loadFailed'),
        empty: t('invites.empty'),
      }}
      onRetry={refetch}
    >
      <Paper variant="outlined">
        <List aria-label={t('invites.label')} disablePadding>
          {(invites ?? []).map((invite) => (
            <ListItem key={invite.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={invite.councilName}
                secondary={t('invites.details', {
                  person: invite.invitedBy ? doctorName(invite.invitedBy) : t('unknownDoctor'),
                  date: formatDate(invite.createdAt, lang),
                })}
              />
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  disabled={busy !== null}
                  onClick={() => void join(invite)}
                  aria-label={t('invites.joinOf', { council: invite.councilName })}
                >
                  {t('invites.join')}
                </Button>
                <Button
                  color="error"
                  disabled={busy !== null}
                  onClick={() => setRejecting(invite)}
                  aria-haspopup="dialog"
                  aria-label={t('invites.rejectOf', { council: invite.councilName })}
                >
                  {t('invites.reject')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </Paper>
      <ConfirmDialog
        open={rejecting !== null}
        title={t('invites.confirmTitle')}
        message={rejecting ? t('invites.confirmText', { council: rejecting.councilName }) : ''}
        confirmLabel={t('invites.reject')}
        confirmColor="error"
        onConfirm={confirmReject}
        onCancel={() => setRejecting(null)}
      />
    </TabState>
  );
}
