import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STUDY_DESCRIBERS_MAX } from '@portal/domain';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { DateField } from '../../../../shared/ui/date-field';
import { DoctorPicker } from '../../../../shared/ui/pickers/doctor-picker';
import { warsawDayAndTime, type StudyFormValues } from './study-form-values';

/** How long a describer has by default: the study's type decides nothing here, two days do. */
const DEFAULT_DUE_DAYS = 2;

interface Props {
  readOnly: boolean;
  minutesToDescribe: number;
  onPicked: () => void;
}

/**
 * The describing doctors with their due dates (spec part 2 §2, §5): a picker that shows who is on
 * vacation or overloaded, and the due day and time (the time left is shown above the tabs).
 */
export function DescribersField({ readOnly, minutesToDescribe, onPicked }: Props) {
  const { t } = useTranslation('studyForm');
  const message = useDomainMessage();
  const { control, formState } = useFormContext<StudyFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'describers' });
  const rowError = (index: number, leaf: 'doctor' | 'dueDay') =>
    message(formState.errors.describers?.[index]?.[leaf]?.message);

  const add = () => {
    const due = warsawDayAndTime(new Date(Date.now() + DEFAULT_DUE_DAYS * 86_400_000));
    append({ doctor: null, dueDay: due.day, dueTime: due.time });
  };

  return (
    <Stack spacing={1.5} role="group" aria-labelledby="study-describers">
      <Typography id="study-describers" variant="subtitle2" component="h2">
        {t('describers.title')}
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('describers.none')}
        </Typography>
      )}
      {fields.map((row, index) => (
        <Stack key={row.id} spacing={1}>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 140px auto' },
            }}
          >
            <Controller
              control={control}
              name={`describers.${index}.doctor`}
              render={({ field }) => (
                <Box sx={{ minWidth: 0 }}>
                  <DoctorPicker
                    label={t('describers.doctor', { number: index + 1 })}
                    describers={{ minutesToDescribe }}
                    required
                    disabled={readOnly}
                    value={field.value}
                    onChange={(doctor) => {
                      field.onChange(doctor);
                      onPicked();
                    }}
                    onBlur={field.onBlur}
                    error={rowError(index, 'doctor')}
                  />
                </Box>
              )}
            />
            <Controller
              control={control}
              name={`describers.${index}.dueDay`}
              render={({ field }) => (
                <DateField
                  label={t('describers.dueDay')}
                  required
                  disabled={readOnly}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={rowError(index, 'dueDay')}
                />
              )}
            />
            <Controller
              control={control}
              name={`describers.${index}.dueTime`}
              render={({ field }) => (
                <TextField
                  {...field}
                  type="time"
                  label={t('describers.dueTime')}
                  disabled={readOnly}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
                />
              )}
            />
            {!readOnly && (
              <IconButton
                aria-label={t('describers.remove', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Box>
        </Stack>
      ))}
      {!readOnly && fields.length < STUDY_DESCRIBERS_MAX && (
        <Button startIcon={<AddIcon />} onClick={add} sx={{ alignSelf: 'flex-start' }}>
          {t('describers.add')}
        </Button>
      )}
    </Stack>
  );
}
