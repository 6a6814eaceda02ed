import { useApolloClient, useSubscription } from '@apollo/client/react';
import { MESSAGE_TOAST_MS } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  CouncilInviteAcceptedDocument,
  CouncilInviteAddedDocument,
  CouncilInviteRejectedDocument,
  MyCouncilInvitesDocument,
} from '../../../__generated__/councils/graphql';
import { usePermission } from '../../../shared/auth/use-permission';

/**
 * The live news of councils (spec part 2 §4 "Council invitation", §7): a new invitation is
 * counted (the invites are asked again) and said for MESSAGE_TOAST_MS; an answer to the caller's
 * invitation refreshes the caller's councils and names the council in a short toast. Mounted once,
 * with the top bar's badge; a failed subscription is only logged (by the API client).
 */
export function useCouncilEvents(): void {
  const { t } = useTranslation('shell');
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const skip = !usePermission('councils.use');
  const toast = (message: string) =>
    enqueueSnackbar(message, { variant: 'info', autoHideDuration: MESSAGE_TOAST_MS });
  /**
   * The founder's councils are read again: the list and the council's page on screen at once,
   * any other the next time it is shown.
   */
  const refreshCouncils = (councilId: string) =>
    void client
      .refetchQueries({
        updateCache: (cache) => {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'getMyCouncils' });
          const council = cache.identify({ __typename: 'Council', id: councilId });
          cache.evict({ id: council, fieldName: 'councilMembers' });
          cache.evict({ id: council, fieldName: 'invitedMemberEmail' });
        },
      })
      .catch(() => undefined);

  useSubscription(CouncilInviteAddedDocument, {
    skip,
    onData: ({ data }) => {
      if (!data.data?.councilInviteAdded) return;
      void client.refetchQueries({ include: [MyCouncilInvitesDocument] }).catch(() => undefined);
      toast(t('councilInviteAdded'));
    },
  });
  useSubscription(CouncilInviteAcceptedDocument, {
    skip,
    onData: ({ data }) => {
      const council = data.data?.councilInviteAccepted;
      if (!council) return;
      refreshCouncils(council.id);
      toast(t('councilInviteAccepted', { council: council.name }));
    },
  });
  useSubscription(CouncilInviteRejectedDocument, {
    skip,
    onData: ({ data }) => {
      const invite = data.data?.councilInviteRejected;
      if (!invite) return;
      refreshCouncils(invite.councilId);
      toast(t('councilInviteRejected', { council: invite.councilName }));
    },
  });
}
