import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { alpha, type Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { isLang, warsawParts, warsawToday } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { VisitListRowFragment } from '../../../../__generated__/visits/graphql';
import { doctorName } from '../../../../shared/format/doctor-name';
import { formatDateTime } from '../../../../shared/format/dates';
import { truncateComment } from '../../../../shared/visits/truncate-comment';
import { VisitStatusChip } from '../../../../shared/visits/visit-status-chip';
import { personName, visitPaths } from '../../hooks/visit-paths';
import { VISIT_COLUMNS, type VisitColumn } from './visit-columns';

/** Whether a visit takes place today, Warsaw time (the list highlights it, part 2 §2). */
export function isToday(visitDate: string, today = warsawToday()): boolean {
  return warsawParts(new Date(visitDate)).date === today;
}

/**
 * Today's rows: a bar at the start and a tint light enough that text and links keep their
 * contrast (WCAG AA); hovering darkens it a little.
 */
const TODAY_TINT = (theme: Theme) => ({
  backgroundColor: alpha(theme.palette.primary.main, 0.05),
  boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
  '&.MuiTableRow-hover:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.08) },
});

interface Props {
  visit: VisitListRowFragment;
  today: string;
}

/** One visit; the row (and its date, for the keyboard) opens the view page. */
export function VisitRow({ visit, today }: Props) {
  const { t, i18n } = useTranslation('visits');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const navigate = useNavigate();
  const view = visitPaths.view(visit.id);
  const highlighted = isToday(visit.visitDate, today);
  const comment = visit.comment ?? '';
  const shortened = truncateComment(comment);

  const cells: Record<VisitColumn, () => ReactNode> = {
    visitDate: () => (
      <>
        <Link
          component={RouterLink}
          to={view}
          underline="hover"
          onClick={(event) => event.stopPropagation()}
        >
          {formatDateTime(visit.visitDate, lang)}
        </Link>
        {highlighted && (
          <Box
            component="span"
            sx={{ display: 'block', typography: 'caption', color: 'primary.dark' }}
          >
            {t('list.todayMarker')}
          </Box>
        )}
      </>
    ),
    doctor: () => (
      <Link
        component={RouterLink}
        to={visitPaths.doctor(visit.doctor.id, visit.doctor.isFacility)}
        underline="hover"
        onClick={(event) => event.stopPropagation()}
      >
        {doctorName(visit.doctor)}
      </Link>
    ),
    coordinator: () => personName(visit.coordinator),
    status: () => <VisitStatusChip status={visit.status} />,
    reason: () => visit.visitReason ?? '—',
    region: () => visit.region ?? '—',
    comment: () =>
      comment ? (
        <Box component="span" title={shortened === comment ? undefined : comment}>
          {shortened}
        </Box>
      ) : (
        '—'
      ),
  };

  return (
    <TableRow
      hover
      onClick={() => void navigate(view)}
      sx={[{ cursor: 'pointer' }, highlighted ? TODAY_TINT : false]}
      data-today={highlighted || undefined}
    >
      {VISIT_COLUMNS.map((column) => (
        <TableCell
          key={column}
          sx={
            column === 'comment'
              ? { maxWidth: 320, overflowWrap: 'anywhere' }
              : column === 'visitDate'
                ? { whiteSpace: 'nowrap' }
                : undefined
          }
        >
          {cells[column]()}
        </TableCell>
      ))}
    </TableRow>
  );
}
