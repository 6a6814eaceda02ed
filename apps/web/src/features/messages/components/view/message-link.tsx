import BiotechIcon from '@mui/icons-material/Biotech';
import GroupsIcon from '@mui/icons-material/Groups';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MessageViewFieldsFragment } from '../../../../__generated__/messages/graphql';
import { useMessageLinks } from '../../hooks/message-links';
import { messagePaths } from '../../hooks/message-paths';

type Linked = Pick<MessageViewFieldsFragment, 'messageType' | 'linkedEntityId'>;

/** Where a message leads, if anywhere: its path and the link's words. */
function targetOf(
  { messageType, linkedEntityId }: Linked,
  isBuilt: (path: string) => boolean,
): { to: string; text: 'openStudy' | 'openCouncilInvites' } | null {
  if (messageType === 'SharedStudy' && linkedEntityId) {
    return { to: messagePaths.study(linkedEntityId), text: 'openStudy' };
  }
  if (messageType === 'CouncilInviteUpdate' && isBuilt(messagePaths.councils)) {
    return { to: messagePaths.councilInvites, text: 'openCouncilInvites' };
  }
  return null;
}

/**
 * What a message is about, one click away (spec part 2 §2 "Messages"): a shared study's message
 * opens the study; a council invitation's news the invitations, once the councils page exists.
 * A mailing leads nowhere.
 */
export function MessageLink({ message }: { message: Linked }) {
  const { t } = useTranslation('messages');
  const { isBuilt } = useMessageLinks();
  const target = targetOf(message, isBuilt);
  if (!target) return null;
  const Icon = target.text === 'openStudy' ? BiotechIcon : GroupsIcon;
  return (
    <Button
      component={RouterLink}
      to={target.to}
      variant="contained"
      startIcon={<Icon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t(`view.${target.text}`)}
    </Button>
  );
}
