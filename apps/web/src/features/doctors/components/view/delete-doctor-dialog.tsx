import { useApolloClient, useMutation } from '@apollo/client/react';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { ERROR_CODES } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteDoctorViewDocument } from '../../../../__generated__/doctors/graphql';
import { classifyError, errorCode } from '../../../../shared/api/classify-error';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { FailureAlert } from '../../../../shared/ui/failure-alert';
import { DoctorPicker, type DoctorOption } from '../../../../shared/ui/pickers/doctor-picker';

interface Props {
  doctor: { id: string; isFacility: boolean };
  /** The doctor's name as the page shows it. */
  name: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Deleting a doctor or facility (spec part 2 §6, §7 deleteDoctor(id, assignStudiesTo)): their
 * studies, referrals and shares move to the doctor chosen here in the same transaction; without
 * one the server refuses a doctor who has any, and the dialog says a target is needed. Done, it
 * says so and goes back to the list.
 */
export function DeleteDoctorDialog({ doctor, name, open, onClose }: Props) {
  const { t } = useTranslation('doctorView');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [target, setTarget] = useState<DoctorOption | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteDoctor] = useMutation(DeleteDoctorViewDocument, {
    context: { silentErrors: true },
  });
  const same = target !== null && target.id === doctor.id;

  const close = () => {
    setTarget(null);
    setProblem(null);
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setProblem(null);
    setFailure(null);
    try {
      await deleteDoctor({ variables: { id: doctor.id, assignStudiesTo: target?.id ?? null } });
    } catch (error) {
      const kind = classifyError(error);
      if (errorCode(error) === ERROR_CODES.DOCTOR_HAS_STUDIES) {
        // No target for a doctor who has studies, referrals or shares: said under the picker, in
        // the server's words (they count what would move), or ours when it gives none.
        setProblem(
          kind.kind === 'other' && kind.message ? kind.message : t('delete.targetRequired'),
        );
        return;
      }
      if (kind.kind === 'validation') setFailure(kind.messages.join(' '));
      else if (kind.kind === 'other') setFailure(kind.message);
      return;
    }
    enqueueSnackbar(t(doctor.isFacility ? 'delete.doneFacility' : 'delete.done'), {
      variant: 'success',
    });
    await navigate(doctor.isFacility ? '/facilities' : '/doctors');
    client.cache.evict({ id: client.cache.identify({ __typename: 'Doctor', id: doctor.id }) });
    client.cache.gc();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t(doctor.isFacility ? 'delete.titleFacility' : 'delete.title')}
      message={t('delete.message', { name })}
      confirmLabel={t('delete.confirm')}
      confirmColor="error"
      confirmDisabled={same}
      onConfirm={confirm}
      onCancel={close}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <DialogContentText>{t('delete.explain')}</DialogContentText>
        <FailureAlert message={failure} />
        <DoctorPicker
          label={t('delete.target')}
          value={target}
          onChange={(next) => {
            setTarget(next as DoctorOption | null);
            setProblem(null);
          }}
          error={same ? t('delete.sameDoctor') : (problem ?? undefined)}
        />
      </Stack>
    </ConfirmDialog>
  );
}
