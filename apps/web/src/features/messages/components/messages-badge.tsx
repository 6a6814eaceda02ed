import MailIcon from '@mui/icons-material/Mail';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { messagePaths } from '../hooks/message-paths';
import { useMessageAdded } from '../hooks/use-message-added';
import { useUnreadMessagesCount } from '../hooks/use-unread-messages-count';

/** More than this shows as '99+'. */
const BADGE_MAX = 99;

/**
 * The top bar's messages link with the unread count (spec part 2 §2 "Messages"): hidden at 0,
 * named with the count for a screen reader. It also listens for new messages, once for the whole
 * shell (useMessageAdded). Only core texts and the badge's own documents come with it: the
 * messages pages load with their routes.
 */
export function MessagesBadge() {
  // The side menu's words, which every page has already (a core namespace).
  const { t } = useTranslation('menu');
  const count = useUnreadMessagesCount() ?? 0;
  useMessageAdded();
  const label = count > 0 ? t('unreadMessages', { count }) : t('messages');

  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to={messagePaths.list} aria-label={label}>
        <Badge badgeContent={count} max={BADGE_MAX} color="error" invisible={count === 0}>
          <MailIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
