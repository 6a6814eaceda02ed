import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { isLang, STUDY_LIST_PAGE_SIZE } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { StudyListRowFragment } from '../../../../__generated__/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';
import { useMinuteClock } from '../../hooks/use-minute-clock';
import type { StudyColumn } from './study-columns';
import { StudyRow } from './study-row';

interface Props {
  rows: readonly StudyListRowFragment[] | null;
  columns: readonly StudyColumn[];
  total: number;
  /** More match than `total`: the API stops counting at 1000. */
  totalCapped: boolean;
  /** Studies follow this page (past the counted 1000 the only way to know). */
  hasMore: boolean;
  page: number;
  onPageChange: (page: number) => void;
  /** Skeleton rows instead of data (first load of a page). */
  loading: boolean;
}

function SkeletonRows({ columns }: { columns: readonly StudyColumn[] }) {
  return Array.from({ length: 5 }, (_, row) => (
    <TableRow key={row}>
      {columns.map((column) => (
        <TableCell key={column}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** The studies of one page, 20 a page, most recently changed first (spec part 2 §2, §9). */
export function StudiesTable(props: Props) {
  const { rows, columns, total, totalCapped, hasMore, page, onPageChange, loading } = props;
  const { t, i18n } = useTranslation('studies');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const now = useMinuteClock();
  const patientLinks = usePermission('patients.view');
  const doctorLinks = usePermission('doctors.view');
  const tintNotLed = usePermission('studies.tint.notLedByCaller');
  // Past a capped count the pager cannot know the last page: -1 keeps "next" enabled while the
  // server says more follow, and the end is exact once it says none do.
  const count = !totalCapped
    ? total
    : hasMore
      ? -1
      : page * STUDY_LIST_PAGE_SIZE + (rows?.length ?? 0);

  return (
    <>
      <Table size="small" aria-label={t('list.tableLabel')} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{t(`list.column.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading || !rows ? (
            <SkeletonRows columns={columns} />
          ) : (
            rows.map((study) => (
              <StudyRow
                key={study.id}
                study={study}
                columns={columns}
                patientLinks={patientLinks}
                doctorLinks={doctorLinks}
                now={now}
                lang={lang}
                tintNotLed={tintNotLed}
              />
            ))
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={count}
        page={page}
        onPageChange={(_, next) => onPageChange(next)}
        rowsPerPage={STUDY_LIST_PAGE_SIZE}
        rowsPerPageOptions={[]}
        labelDisplayedRows={({ from, to }) =>
          totalCapped
            ? t('list.displayedRowsAtLeast', { from, to, count: Math.max(total, to) })
            : t('list.displayedRows', { from, to, count: total })
        }
        getItemAriaLabel={(type) => t(`list.pageButton.${type}`)}
      />
    </>
  );
}
