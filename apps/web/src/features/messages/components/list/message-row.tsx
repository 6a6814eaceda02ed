import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import { alpha, type Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { MessageListRowFragment } from '../../../../__generated__/messages/graphql';
import { visuallyHidden } from '../../../../shared/ui/visually-hidden';
import { messagePaths } from '../../hooks/message-paths';
import { ImportantIcon } from '../important-icon';
import { MessageDate } from '../message-date';
import { MESSAGE_COLUMNS, type MessageColumn } from './message-columns';

/**
 * Unread rows: a bar at the start and a tint light enough that text and links keep their
 * contrast (WCAG AA); hovering darkens it a little. Their cells are bold (UNREAD_CELL).
 */
const UNREAD_TINT = (theme: Theme) => ({
  backgroundColor: alpha(theme.palette.primary.main, 0.06),
  boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
  '&.MuiTableRow-hover:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.09) },
});

const UNREAD_CELL = { fontWeight: 700 } as const;

const CELL_STYLES: Partial<Record<MessageColumn, CSSProperties>> = {
  important: { width: 48 },
  createdAt: { whiteSpace: 'nowrap' },
  title: { minWidth: 200, overflowWrap: 'anywhere' },
};

interface Props {
  message: MessageListRowFragment;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/**
 * One message; the row (and its title, for the keyboard) opens it. An unread one stands out in
 * weight and tint, and says so to a screen reader.
 */
export function MessageRow({ message, selected, onSelect }: Props) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const view = messagePaths.view(message.id);
  const unread = !message.read;

  const cells: Record<MessageColumn, () => ReactNode> = {
    select: () => (
      <Checkbox
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('list.select', { title: message.title }) } }}
      />
    ),
    important: () => (message.important ? <ImportantIcon /> : null),
    createdAt: () => <MessageDate value={message.createdAt} />,
    title: () => (
      <>
        <Link
          component={RouterLink}
          to={view}
          underline="hover"
          onClick={(event) => event.stopPropagation()}
        >
          {message.title}
        </Link>
        {unread && (
          <Box component="span" sx={visuallyHidden}>
            {` (${t('list.unreadMarker')})`}
          </Box>
        )}
      </>
    ),
  };

  return (
    <TableRow
      hover
      selected={selected}
      onClick={() => void navigate(view)}
      sx={[{ cursor: 'pointer' }, unread ? UNREAD_TINT : false]}
      data-unread={unread || undefined}
    >
      {MESSAGE_COLUMNS.map((column) => (
        <TableCell
          key={column}
          padding={column === 'select' ? 'checkbox' : undefined}
          sx={{ ...CELL_STYLES[column], ...(unread ? UNREAD_CELL : {}) }}
          // The checkbox selects; it does not open the message.
          onClick={column === 'select' ? (event) => event.stopPropagation() : undefined}
        >
          {cells[column]()}
        </TableCell>
      ))}
    </TableRow>
  );
}
