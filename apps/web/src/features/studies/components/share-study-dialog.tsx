import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareStudyDocument } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DoctorPicker } from '../../../shared/ui/pickers/doctor-picker';
import type { DoctorOption } from './form/study-form-values';

/** Shares a Performed, not hidden study with doctors who have an account (spec part 2 §4, §6). */
export function ShareStudyDialog({ studyId, onClose }: { studyId: string; onClose: () => void }) {
  const { t } = useTranslation('studyForm');
  const { enqueueSnackbar } = useSnackbar();
  const [doctors, setDoctors] = useState<DoctorOption[]>([]);
  const [share] = useMutation(ShareStudyDocument);
  return (
    <ConfirmDialog
      open
      title={t('share.title')}
      message={t('share.message')}
      confirmLabel={t('share.confirm')}
      confirmDisabled={doctors.length === 0}
      onCancel={onClose}
      onConfirm={async () => {
        try {
          await share({ variables: { id: studyId, doctorIds: doctors.map(({ id }) => id) } });
          enqueueSnackbar(t('share.done', { count: doctors.length }), { variant: 'success' });
          onClose();
        } catch {
          // Shown by the API client's notices.
        }
      }}
    >
      <DoctorPicker<DoctorOption>
        multiple
        registeredOnly
        label={t('share.doctors')}
        value={doctors}
        onChange={setDoctors}
      />
    </ConfirmDialog>
  );
}
