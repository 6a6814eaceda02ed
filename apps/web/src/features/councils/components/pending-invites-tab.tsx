import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MyCouncilsDocument,
  WithdrawCouncilInviteDocument,
} from '../../../__generated__/councils/graphql';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { TabState } from './tab-state';

interface Pending {
  councilId: string;
  councilName: string;
  email: string;
}

/** 'Wycofaj' of one pending address, after a confirmation; the answer updates the council. */
export function useWithdrawInvite() {
  const { t } = useTranslation('councils');
  const { enqueueSnackbar } = useSnackbar();
  const [withdraw] = useMutation(WithdrawCouncilInviteDocument);
  const [asked, setAsked] = useState<Pending | null>(null);
  const confirm = async () => {
    if (!asked) return;
    try {
      await withdraw({ variables: { councilId: asked.councilId, email: asked.email } });
      enqueueSnackbar(t('pending.withdrawn', { email: asked.email }), { variant: 'success' });
    } finally {
      setAsked(null);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={t('pending.confirmTitle')}
      message={
        asked ? t('pending.confirmText', { email: asked.email, council: asked.councilName }) : ''
      }
      confirmLabel={t('pending.withdraw')}
      confirmColor="error"
      onConfirm={confirm}
      onCancel={() => setAsked(null)}
    />
  );
  return { ask: setAsked, dialog };
}

/**
 * 'Oczekujące' (spec part 2 §2 "Councils", §4): the addresses invited to the caller's councils
 * and not yet answered, each with 'Wycofaj'.
 */
export function PendingInvitesTab() {
  const { t } = useTranslation('councils');
  const { data, loading, error, refetch } = useQuery(MyCouncilsDocument, {
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const { ask, dialog } = useWithdrawInvite();
  const pending: Pending[] = (data?.getMyCouncils ?? [])
    .filter((council) => council.isOwner)
    .flatMap((council) =>
      council.invitedMemberEmail.map((email) => ({
        councilId: council.id,
        councilName: council.name,
        email,
      })),
    );

  return (
    <TabState
      loading={loading}
      error={error}
      hasData={Boolean(data)}
      empty={Boolean(data) && pending.length === 0}
      texts={{
        loading: t('pending.loading'),
        loadFailed: t('pending.loadFailed'),
        empty: t('pending.empty'),
      }}
      onRetry={refetch}
    >
      <Paper variant="outlined">
        <List aria-label={t('pending.label')} disablePadding>
          {pending.map((invite) => (
            <ListItem
              key={`${invite.councilId}:${invite.email}`}
              divider
              secondaryAction={
                <Button
                  color="error"
                  onClick={() => ask(invite)}
                  aria-label={t('pending.withdrawOf', { email: invite.email })}
                  aria-haspopup="dialog"
                >
                  {t('pending.withdraw')}
                </Button>
              }
            >
              <ListItemText primary={invite.email} secondary={invite.councilName} />
            </ListItem>
          ))}
        </List>
      </Paper>
      {dialog}
    </TabState>
  );
}
