import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { useUnreadMessagesCount } from '../hooks/use-unread-messages-count';

/** More than this shows as '99+'. */
const BADGE_MAX = 99;

/**
 * The side menu's unread count beside 'Wiadomości' (the same query as the top bar's badge):
 * nothing at 0. The number is drawn for the eye and said in words for a screen reader.
 */
export function UnreadMenuBadge() {
  const { t } = useTranslation('menu');
  const count = useUnreadMessagesCount() ?? 0;
  if (count === 0) return null;
  return (
    <>
      <Badge
        badgeContent={count}
        max={BADGE_MAX}
        color="error"
        aria-hidden
        sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
      />
      <Box component="span" sx={visuallyHidden}>
        {t('unreadMessages', { count })}
      </Box>
    </>
  );
}
