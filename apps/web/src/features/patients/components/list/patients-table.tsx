import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { isLang, PATIENT_LIST_PAGE_SIZE } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { PatientListFieldsFragment } from '../../../../__generated__/graphql';
import { formatDay } from '../format-day';
import { patientName } from '../patient-name';

const COLUMNS = ['name', 'ssn', 'birthDate', 'phone', 'email'] as const;

interface Props {
  rows: readonly PatientListFieldsFragment[] | null;
  total: number;
  /** More match than `total`: a broad search stops counting (the API's cap). */
  totalCapped: boolean;
  page: number;
  onPageChange: (page: number) => void;
  /** Skeleton rows instead of data (first load of a page). */
  loading: boolean;
}

function SkeletonRows() {
  return Array.from({ length: 5 }, (_, row) => (
    <TableRow key={row}>
      {COLUMNS.map((column) => (
        <TableCell key={column}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** Name, PESEL, birth date, phone, e-mail; a row opens the patient (spec part 1 §2). */
export function PatientsTable({ rows, total, totalCapped, page, onPageChange, loading }: Props) {
  const { t, i18n } = useTranslation('patients');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const navigate = useNavigate();

  return (
    <>
      <Table size="small" aria-label={t('list.tableLabel')} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(`list.column.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading || !rows ? (
            <SkeletonRows />
          ) : (
            rows.map((patient) => {
              const to = `/patients/view/${patient.id}`;
              return (
                <TableRow
                  key={patient.id}
                  hover
                  onClick={() => void navigate(to)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell>
                    {/* The link makes the row reachable by keyboard and names it for readers. */}
                    <Link
                      component={RouterLink}
                      to={to}
                      underline="hover"
                      onClick={(event) => event.stopPropagation()}
                    >
                      {patientName(patient.contact)}
                    </Link>
                  </TableCell>
                  <TableCell>{patient.contact.ssn}</TableCell>
                  <TableCell>{formatDay(patient.contact.birthDate, lang)}</TableCell>
                  <TableCell>{patient.contact.phoneNumbers[0] ?? ''}</TableCell>
                  <TableCell>{patient.contact.emailAddresses[0] ?? ''}</TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total}
        page={page}
        onPageChange={(_, next) => onPageChange(next)}
        rowsPerPage={PATIENT_LIST_PAGE_SIZE}
        rowsPerPageOptions={[]}
        labelDisplayedRows={({ from, to, count }) =>
          t(totalCapped ? 'list.displayedRowsAtLeast' : 'list.displayedRows', { from, to, count })
        }
        getItemAriaLabel={(type) => t(`list.pageButton.${type}`)}
      />
    </>
  );
}
