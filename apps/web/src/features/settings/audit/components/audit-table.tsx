import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { isLang } from '@portal/domain';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogQuery } from '../../../../__generated__/graphql';
import { formatDateTime } from '../../../../shared/format/dates';
import { AuditEntryDetails } from './audit-entry-details';
import { AUDIT_PAGE_SIZE } from './audit-filters';

type Entry = AuditLogQuery['auditLog']['items'][number];

const OUTCOME_COLOR = { success: 'success', failure: 'warning', denied: 'error' } as const;

interface Props {
  entries: readonly Entry[];
  /** Matches counted, up to the server's cap when `totalCapped`. */
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
  page: number;
  onPageChange: (page: number) => void;
}

/** The audit entries, newest first; a row opens to show what it changed. */
export function AuditTable({ entries, total, totalCapped, hasMore, page, onPageChange }: Props) {
  const { t, i18n } = useTranslation('auditLog');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const [open, setOpen] = useState<string | null>(null);
  // Past the counted matches the pager goes on while the server says there is more (-1: unknown).
  const count = !totalCapped ? total : hasMore ? -1 : page * AUDIT_PAGE_SIZE + entries.length;

  return (
    <>
      <Table aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('columns.occurredAt')}</TableCell>
            <TableCell>{t('columns.actor')}</TableCell>
            <TableCell>{t('columns.action')}</TableCell>
            <TableCell>{t('columns.entity')}</TableCell>
            <TableCell>{t('columns.outcome')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const expanded = open === entry.id;
            const entity = entry.entityType
              ? `${t(`entities.${entry.entityType}`, { defaultValue: entry.entityType })}${entry.entityId ? ` #${entry.entityId}` : ''}`
              : '—';
            return (
              <Fragment key={entry.id}>
                <TableRow hover sx={{ '& > td': { borderBottom: expanded ? 'unset' : undefined } }}>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-expanded={expanded}
                      aria-controls={`audit-details-${entry.id}`}
                      aria-label={t(expanded ? 'hideDetails' : 'showDetails')}
                      onClick={() => setOpen(expanded ? null : entry.id)}
                    >
                      {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                    </IconButton>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(entry.occurredAt, lang)}
                  </TableCell>
                  <TableCell>{entry.actorLogin ?? t('anonymous')}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{entry.action}</TableCell>
                  <TableCell>{entity}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={OUTCOME_COLOR[entry.outcome]}
                      label={t(`outcomes.${entry.outcome}`)}
                    />
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={6} sx={{ py: 0 }}>
                    <Collapse in={expanded} unmountOnExit id={`audit-details-${entry.id}`}>
                      <AuditEntryDetails details={entry.details ?? null} />
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={count}
        page={page}
        onPageChange={(_, next) => onPageChange(next)}
        rowsPerPage={AUDIT_PAGE_SIZE}
        rowsPerPageOptions={[]}
        // Counted here: with an unknown count (-1) the pager would guess a full page.
        labelDisplayedRows={() => {
          const range = {
            from: page * AUDIT_PAGE_SIZE + 1,
            to: page * AUDIT_PAGE_SIZE + entries.length,
          };
          return t(totalCapped ? 'displayedRowsAtLeast' : 'displayedRows', {
            ...range,
            count: total,
          });
        }}
        getItemAriaLabel={(type) => t(`pageButton.${type}`)}
      />
    </>
  );
}
