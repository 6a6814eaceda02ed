import { useApolloClient, useMutation } from '@apollo/client/react';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MergeDoctorViewDocument } from '../../../../__generated__/doctors/graphql';
import { failureMessage } from '../../../../shared/api/failure-message';
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
 * Merging a duplicate record into the one on the page (Admin; issue 20 §3, ADR 0048): the
 * duplicate's studies, referrals, shares and comments move here and the duplicate is deleted, in
 * one transaction. The page then shows the merged record.
 */
export function MergeDoctorDialog({ doctor, name, open, onClose }: Props) {
  const { t } = useTranslation('doctorView');
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const [duplicate, setDuplicate] = useState<DoctorOption | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [merge] = useMutation(MergeDoctorViewDocument, { context: { silentErrors: true } });
  const same = duplicate !== null && duplicate.id === doctor.id;

  const close = () => {
    setDuplicate(null);
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!duplicate) return;
    setFailure(null);
    try {
      await merge({ variables: { survivorId: doctor.id, duplicateId: duplicate.id } });
    } catch (error) {
      setFailure(failureMessage(error, (key) => t(key)));
      return;
    }
    client.cache.evict({ id: client.cache.identify({ __typename: 'Doctor', id: duplicate.id }) });
    client.cache.gc();
    enqueueSnackbar(t('merge.done'), { variant: 'success' });
    close();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('merge.title')}
      message={t('merge.message', { name })}
      confirmLabel={t('merge.confirm')}
      confirmColor="error"
      confirmDisabled={duplicate === null || same}
      onConfirm={confirm}
      onCancel={close}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <DialogContentText>
          {t(doctor.isFacility ? 'merge.explainFacility' : 'merge.explain')}
        </DialogContentText>
        <FailureAlert message={failure} />
        <DoctorPicker
          label={t('merge.duplicate')}
          value={duplicate}
          onChange={(next) => {
            setDuplicate(next as DoctorOption | null);
            setFailure(null);
          }}
          error={same ? t('merge.sameDoctor') : undefined}
        />
      </Stack>
    </ConfirmDialog>
  );
}
