import { useMutation } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReassignDescriptionDocument } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { doctorName, type NamedDoctor } from '../../../shared/format/doctor-name';
import { DoctorPicker } from '../../../shared/ui/pickers/doctor-picker';
import type { DoctorOption } from './form/study-form-values';

interface Props {
  studyId: string;
  /** "CBCT, 20.11.2026": names the study in the dialog. */
  studyLabel: string;
  minutesToDescribe: number;
  from: NamedDoctor & { id: string };
  onClose: (reassigned: boolean) => void;
}

/**
 * Moves an overdue description to another describer in one action (issue 15 §4): the picker shows
 * doctors on vacation or without room for the study disabled, as the study form does; the server
 * checks the same and keeps the deadline.
 */
export function ReassignDescriptionDialog(props: Props) {
  const { studyId, studyLabel, minutesToDescribe, from, onClose } = props;
  const { t } = useTranslation('studies');
  const { enqueueSnackbar } = useSnackbar();
  const [to, setTo] = useState<DoctorOption | null>(null);
  const [reassign] = useMutation(ReassignDescriptionDocument);
  return (
    <ConfirmDialog
      open
      title={t('workload.reassignTitle')}
      confirmLabel={t('workload.reassign')}
      confirmDisabled={!to || to.id === from.id}
      onCancel={() => onClose(false)}
      onConfirm={async () => {
        if (!to) return;
        try {
          await reassign({ variables: { studyId, from: from.id, to: to.id } });
          enqueueSnackbar(t('workload.reassigned', { doctor: doctorName(to) }), {
            variant: 'success',
          });
          onClose(true);
        } catch {
          // Shown by the API client's notices.
        }
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography>
          {t('workload.reassignFrom', { study: studyLabel, doctor: doctorName(from) })}
        </Typography>
        <DoctorPicker
          label={t('workload.reassignTo')}
          value={to}
          onChange={setTo}
          describers={{ minutesToDescribe }}
        />
      </Stack>
    </ConfirmDialog>
  );
}
