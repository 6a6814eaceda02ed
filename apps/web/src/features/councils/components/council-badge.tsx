import GroupsIcon from '@mui/icons-material/Groups';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { councilPaths } from '../hooks/council-paths';
import { useCouncilEvents } from '../hooks/use-council-events';
import { useCouncilInvites } from '../hooks/use-council-invites';

/** More than this shows as '99+'. */
const BADGE_MAX = 99;

/**
 * The top bar's councils link with the count of pending invitations (spec part 2 §2 "Councils",
 * §4): hidden at 0, named with the count for a screen reader; it leads to the invites tab. It
 * also listens for the councils' live news, once for the whole shell (useCouncilEvents). Only
 * core texts and the badge's own documents come with it: the councils pages load with their
 * routes.
 */
export function CouncilBadge() {
  // The shell's words, which every page has already (a core namespace).
  const { t } = useTranslation('shell');
  const count = useCouncilInvites().invites?.length ?? 0;
  useCouncilEvents();
  const label = count > 0 ? t('councilInvitesCount', { count }) : t('councils');

  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component={RouterLink}
        to={councilPaths.invites}
        aria-label={label}
      >
        <Badge badgeContent={count} max={BADGE_MAX} color="error" invisible={count === 0}>
          <GroupsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
