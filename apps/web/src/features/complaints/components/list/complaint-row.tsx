import EditIcon from '@mui/icons-material/Edit';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { isLang, LIST_TEXT_TRUNCATE_COMPLAINTS } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ComplaintListRowFragment } from '../../../../__generated__/complaints/graphql';
import { formatDateTime } from '../../../../shared/format/dates';
import { truncateText } from '../../../../shared/format/truncate-text';
import { RowActionButton } from '../../../../shared/ui/row-action-button';
import { complaintPaths } from '../../hooks/complaint-paths';
import { ComplaintStatusChip } from '../complaint-status-chip';
import { personName } from '../person-name';
import { COMPLAINT_COLUMNS, type ComplaintColumn } from './complaint-columns';

/** Overdue rows: tinted red, light enough that text and links keep their contrast. */
const OVERDUE_TINT = (theme: Theme) => ({
  backgroundColor: alpha(theme.palette.error.main, 0.06),
  boxShadow: `inset 4px 0 0 ${theme.palette.error.main}`,
  '&.MuiTableRow-hover:hover': { backgroundColor: alpha(theme.palette.error.main, 0.09) },
});

/**
 * Texts of at most 50 characters keep a width that reads as words (long words may still break);
 * dates and actions stay on one line; the table scrolls sideways on a narrow screen.
 */
const CELL_STYLES: Partial<Record<ComplaintColumn, SxProps<Theme>>> = {
  complainant: { minWidth: 140 },
  description: { minWidth: 200, maxWidth: 280, overflowWrap: 'break-word' },
  reason: { minWidth: 110, overflowWrap: 'break-word' },
  responsible: { minWidth: 130 },
  reportDate: { whiteSpace: 'nowrap' },
  dueDate: { whiteSpace: 'nowrap' },
  actions: { whiteSpace: 'nowrap' },
};

/** A text cut at LIST_TEXT_TRUNCATE_COMPLAINTS characters; the full text in its title. */
function Truncated({ text }: { text: string | null }) {
  if (!text) return '—';
  const shortened = truncateText(text, LIST_TEXT_TRUNCATE_COMPLAINTS);
  return (
    <Box component="span" title={shortened === text ? undefined : text}>
      {shortened}
    </Box>
  );
}

interface Props {
  complaint: ComplaintListRowFragment;
  /** 'Utwórz skierowanie' for those who may add a referral. */
  mayRefer: boolean;
}

/**
 * One complaint; the row (and the complainant, for the keyboard) opens its form. An overdue one
 * (due date passed, not Closed) is tinted red and says so in words under its due date.
 */
export function ComplaintRow({ complaint, mayRefer }: Props) {
  const { t, i18n } = useTranslation('complaints');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const navigate = useNavigate();
  const edit = complaintPaths.edit(complaint.id);
  const name = complaint.complainantName;

  const cells: Record<ComplaintColumn, () => ReactNode> = {
    complainant: () => (
      <Link
        component={RouterLink}
        to={edit}
        underline="hover"
        onClick={(event) => event.stopPropagation()}
        title={Array.from(name).length > LIST_TEXT_TRUNCATE_COMPLAINTS ? name : undefined}
      >
        {truncateText(name, LIST_TEXT_TRUNCATE_COMPLAINTS)}
      </Link>
    ),
    reportDate: () => formatDateTime(complaint.reportDate, lang),
    type: () => t(`type.${complaint.type}`),
    status: () => <ComplaintStatusChip status={complaint.status} />,
    dueDate: () => (
      <>
        {formatDateTime(complaint.dueDate, lang)}
        {complaint.overdue && (
          <Box
            component="span"
            sx={{ display: 'block', typography: 'caption', color: 'error.dark', fontWeight: 500 }}
          >
            {t('list.overdueMarker')}
          </Box>
        )}
      </>
    ),
    reason: () => <Truncated text={complaint.complaintReason} />,
    description: () => <Truncated text={complaint.complaintDescription} />,
    responsible: () => personName(complaint.responsiblePerson),
    actions: () => (
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <RowActionButton
          label={t('list.editOf', { name })}
          title={t('list.edit')}
          icon={<EditIcon fontSize="small" />}
          onClick={() => void navigate(edit)}
        />
        {mayRefer && (
          <RowActionButton
            label={t('list.createReferralOf', { name })}
            title={t('list.createReferral')}
            icon={<NoteAddIcon fontSize="small" />}
            onClick={() => void navigate(complaintPaths.referral(complaint.id))}
          />
        )}
      </Stack>
    ),
  };

  return (
    <TableRow
      hover
      onClick={() => void navigate(edit)}
      sx={[{ cursor: 'pointer' }, complaint.overdue ? OVERDUE_TINT : false]}
      data-overdue={complaint.overdue || undefined}
    >
      {COMPLAINT_COLUMNS.map((column) => (
        <TableCell
          key={column}
          align={column === 'actions' ? 'right' : undefined}
          sx={CELL_STYLES[column]}
        >
          {cells[column]()}
        </TableCell>
      ))}
    </TableRow>
  );
}
