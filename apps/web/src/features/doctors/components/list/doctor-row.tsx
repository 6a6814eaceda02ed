import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { DoctorListRowFragment } from '../../../../__generated__/doctors/graphql';
import { doctorName } from '../../../../shared/format/doctor-name';
import { formatDate, formatDateTime } from '../../../../shared/format/dates';
import { RowActionButton } from '../../../../shared/ui/row-action-button';
import { doctorPaths, kindOf } from '../../hooks/doctor-paths';
import { STICKY_ACTIONS, type DoctorColumn } from './doctor-columns';

interface Props {
  doctor: DoctorListRowFragment;
  columns: readonly DoctorColumn[];
  mayEdit: boolean;
}

/** One doctor or facility; the row (and its name, for the keyboard) opens the view page. */
export function DoctorRow({ doctor, columns, mayEdit }: Props) {
  const { t, i18n } = useTranslation('doctors');
  const { t: ts } = useTranslation('shell');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const navigate = useNavigate();
  const paths = doctorPaths(kindOf(doctor));
  const name = doctorName(doctor) || t('list.unnamed');
  // Null for a doctor without an account (the spec's NO_USER login) or whose account was deleted.
  const { user } = doctor;

  const cells: Record<DoctorColumn, () => ReactNode> = {
    name: () => (
      <Link
        component={RouterLink}
        to={paths.view(doctor.id)}
        underline="hover"
        onClick={(event) => event.stopPropagation()}
      >
        {name}
      </Link>
    ),
    email: () =>
      user ? (
        user.login
      ) : (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('list.noUser')}
        </Typography>
      ),
    roles: () => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(user?.roles ?? []).map((role) => (
          <Chip key={role} size="small" label={ts(`role.${role}`)} />
        ))}
      </Stack>
    ),
    specializations: () => doctor.specializations.join(', '),
    registrationDate: () => formatDate(doctor.createdAt, lang),
    lastLogin: () => (user?.lastLoginDate ? formatDateTime(user.lastLoginDate, lang) : '—'),
    logins90: () => doctor.loginsIn90Days ?? '—',
    actions: () => (
      <>
        <RowActionButton
          label={t('list.viewNamed', { name })}
          title={t('list.view')}
          icon={<VisibilityIcon />}
          onClick={() => void navigate(paths.view(doctor.id))}
        />
        {mayEdit && (
          <RowActionButton
            label={t('list.editNamed', { name })}
            title={t('list.edit')}
            icon={<EditIcon />}
            onClick={() => void navigate(paths.edit(doctor.id))}
          />
        )}
      </>
    ),
  };

  return (
    <TableRow hover onClick={() => void navigate(paths.view(doctor.id))} sx={{ cursor: 'pointer' }}>
      {columns.map((column) => (
        <TableCell
          key={column}
          align={column === 'actions' || column === 'logins90' ? 'right' : undefined}
          sx={column === 'actions' ? STICKY_ACTIONS : undefined}
        >
          {cells[column]()}
        </TableCell>
      ))}
    </TableRow>
  );
}
