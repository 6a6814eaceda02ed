import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChangeStudyDeadlineDocument,
  type StudyEditorFieldsFragment,
} from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DateField } from '../../../shared/ui/date-field';
import { doctorName } from '../../../shared/format/doctor-name';
import { instantOf, warsawDayAndTime } from './form/study-form-values';

interface Props {
  study: StudyEditorFieldsFragment;
  describer: StudyEditorFieldsFragment['describers'][number];
  onClose: () => void;
}

/** 'Zmień datę': a describer's new deadline, optionally CITO (spec part 2 §4). */
export function ChangeDeadlineDialog({ study, describer, onClose }: Props) {
  const { t } = useTranslation('studyForm');
  const { enqueueSnackbar } = useSnackbar();
  const current = warsawDayAndTime(new Date(describer.dueDate));
  const [day, setDay] = useState(current.day);
  const [time, setTime] = useState(current.time);
  const [urgent, setUrgent] = useState(study.urgentDescription);
  const [change] = useMutation(ChangeStudyDeadlineDocument);
  const newDate = instantOf(day, time);
  return (
    <ConfirmDialog
      open
      title={t('deadlines.changeTitle', { doctor: doctorName(describer.doctor) })}
      confirmLabel={t('deadlines.save')}
      confirmDisabled={!newDate}
      onCancel={onClose}
      onConfirm={async () => {
        try {
          await change({
            variables: {
              id: study.id,
              data: { doctor: describer.doctor.id, newDate: newDate!.toISOString(), urgent },
            },
          });
          enqueueSnackbar(t('deadlines.saved'), { variant: 'success' });
          onClose();
        } catch {
          // Shown by the API client's notices.
        }
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DateField label={t('describers.dueDay')} required value={day} onChange={setDay} />
        <TextField
          type="time"
          label={t('describers.dueTime')}
          value={time}
          onChange={(event) => setTime(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={<Checkbox checked={urgent} onChange={(_event, on) => setUrgent(on)} />}
          label={t('deadlines.urgent')}
        />
      </Stack>
    </ConfirmDialog>
  );
}
