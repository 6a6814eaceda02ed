import { useMutation } from '@apollo/client/react';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { PASSWORD_RESET_LINK_MINUTES } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  SendDoctorViewPasswordResetDocument,
  type DoctorViewFieldsFragment,
} from '../../../../__generated__/doctors/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { ActivateAccountDialog } from './activate-account-dialog';
import { ChangeLoginDialog } from './change-login-dialog';
import { DeleteDoctorDialog } from './delete-doctor-dialog';
import { MergeDoctorDialog } from './merge-doctor-dialog';

type Dialog = 'activate' | 'changeLogin' | 'resetPassword' | 'merge' | 'delete';

/**
 * The header's actions (spec part 2 §6: Admin, Manager): edit, and in a menu activate (only an
 * unverified account; a doctor without one has no account to activate), change login, send a
 * password-reset link (with an account), merge a duplicate into this record (Admin) and delete;
 * for those who record complaints (`complaints.add`: Admin, Registration, Technician), 'Utwórz
 * reklamację' linked to this doctor (opened by path: features do not import each other; issue 21
 * §2). Nothing for anyone else.
 */
export function DoctorActions({
  doctor,
  name,
}: {
  doctor: DoctorViewFieldsFragment;
  name: string;
}) {
  const { t } = useTranslation('doctorView');
  const { enqueueSnackbar } = useSnackbar();
  const mayEdit = usePermission('doctors.edit');
  const mayActivate = usePermission('doctors.activate');
  const mayMerge = usePermission('doctors.merge');
  const mayComplain = usePermission('complaints.add');
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [sendReset] = useMutation(SendDoctorViewPasswordResetDocument);
  if (!mayEdit && !mayComplain) return null;

  const { user } = doctor;
  const canActivate = mayEdit && mayActivate && user !== null && !user.verifiedAt;
  const open = (next: Dialog) => {
    setAnchor(null);
    setDialog(next);
  };
  const close = () => setDialog(null);
  const base = doctor.isFacility ? '/facilities' : '/doctors';

  return (
    <Stack direction="row" spacing={1}>
      {mayEdit && (
        <Button
          variant="contained"
          startIcon={<EditIcon />}
          component={RouterLink}
          to={`${base}/edit/${doctor.id}`}
        >
          {t('actions.edit')}
        </Button>
      )}
      <Button
        variant="outlined"
        id={buttonId}
        endIcon={<MoreVertIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('actions.menu')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {canActivate && (
          <MenuItem onClick={() => open('activate')}>{t('actions.activate')}</MenuItem>
        )}
        {mayEdit && (
          <MenuItem onClick={() => open('changeLogin')}>{t('actions.changeLogin')}</MenuItem>
        )}
        {mayEdit && user && (
          <MenuItem onClick={() => open('resetPassword')}>{t('actions.resetPassword')}</MenuItem>
        )}
        {mayMerge && <MenuItem onClick={() => open('merge')}>{t('actions.merge')}</MenuItem>}
        {mayComplain && (
          <MenuItem
            component={RouterLink}
            to={`/complaints/add?doctorId=${encodeURIComponent(doctor.id)}`}
            onClick={() => setAnchor(null)}
          >
            {t('actions.createComplaint')}
          </MenuItem>
        )}
        {mayEdit && (
          <MenuItem onClick={() => open('delete')} sx={{ color: 'error.main' }}>
            {t('actions.delete')}
          </MenuItem>
        )}
      </Menu>
      {user && (
        <ActivateAccountDialog account={user} open={dialog === 'activate'} onClose={close} />
      )}
      {mayEdit && (
        <ChangeLoginDialog
          doctorId={doctor.id}
          login={user?.login ?? null}
          open={dialog === 'changeLogin'}
          onClose={close}
        />
      )}
      {mayEdit && user && (
        <ConfirmDialog
          open={dialog === 'resetPassword'}
          title={t('resetPassword.title')}
          message={t('resetPassword.message', { email: user.login })}
          confirmLabel={t('resetPassword.confirm')}
          onConfirm={async () => {
            try {
              await sendReset({ variables: { id: doctor.id } });
              enqueueSnackbar(
                t('resetPassword.done', {
                  email: user.login,
                  minutes: PASSWORD_RESET_LINK_MINUTES,
                }),
                { variant: 'success' },
              );
            } finally {
              close();
            }
          }}
          onCancel={close}
        />
      )}
      {mayMerge && (
        <MergeDoctorDialog doctor={doctor} name={name} open={dialog === 'merge'} onClose={close} />
      )}
      {mayEdit && (
        <DeleteDoctorDialog
          doctor={doctor}
          name={name}
          open={dialog === 'delete'}
          onClose={close}
        />
      )}
    </Stack>
  );
}
