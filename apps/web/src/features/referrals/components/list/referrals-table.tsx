import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { isLang, TABLE_PAGE_SIZE_OPTIONS } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { ReferralListRowFragment } from '../../../../__generated__/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';
import type { PageSize } from '../../hooks/list-state';
import type { ReferralColumn } from './referral-columns';
import { ReferralRow } from './referral-row';

interface Props {
  rows: readonly ReferralListRowFragment[] | null;
  columns: readonly ReferralColumn[];
  total: number;
  /** More match than `total`: the API stops counting at 1000. */
  totalCapped: boolean;
  /** Referrals follow this page (past the counted 1000 the only way to know). */
  hasMore: boolean;
  page: number;
  size: PageSize;
  onPageChange: (page: number) => void;
  onSizeChange: (size: PageSize) => void;
  /** Skeleton rows instead of data (first load of a page). */
  loading: boolean;
  onComplete: (referral: ReferralListRowFragment) => void;
  onDelete: (referral: ReferralListRowFragment) => void;
}

function SkeletonRows({ columns }: { columns: readonly ReferralColumn[] }) {
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

/** The referrals of one page, newest first (spec part 2 §2, §9), in pages of 10–50. */
export function ReferralsTable(props: Props) {
  const { rows, columns, total, totalCapped, hasMore, page, size, loading } = props;
  const { t, i18n } = useTranslation('referrals');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const patientLinks = usePermission('patients.view');
  // Past a capped count the pager cannot know the last page: -1 keeps "next" enabled while the
  // server says more follow, and the end is exact once it says none do.
  const count = !totalCapped ? total : hasMore ? -1 : page * size + (rows?.length ?? 0);

  return (
    <>
      <Table size="small" aria-label={t('list.tableLabel')} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column}
                align={column === 'actions' ? 'right' : undefined}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t(`list.column.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading || !rows ? (
            <SkeletonRows columns={columns} />
          ) : (
            rows.map((referral) => (
              <ReferralRow
                key={referral.id}
                referral={referral}
                columns={columns}
                patientLinks={patientLinks}
                lang={lang}
                onComplete={props.onComplete}
                onDelete={props.onDelete}
              />
            ))
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={count}
        page={page}
        onPageChange={(_, next) => props.onPageChange(next)}
        rowsPerPage={size}
        rowsPerPageOptions={[...TABLE_PAGE_SIZE_OPTIONS]}
        onRowsPerPageChange={(event) => props.onSizeChange(Number(event.target.value) as PageSize)}
        labelRowsPerPage={t('list.rowsPerPage')}
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
