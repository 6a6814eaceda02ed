import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText } from '../../../shared/i18n/text-context';
import type { Slot, SlotsState } from '../hooks/use-slots';
import { failureMessage } from '../../../shared/api/failure-message';
import { slotTime } from '../scheduling-format';

interface Props {
  state: SlotsState;
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
  /** The form's problem with the slot ('choose a time'), shown under the buttons. */
  error?: string | null | undefined;
  onRetry: () => void;
}

/**
 * The free times of the chosen day as buttons (spec part 1 §2 "slot buttons"): a labelled group,
 * the chosen one pressed. Real start times: a patient books a time, so the calendar's last-row
 * labels (part 1 §9) are not theirs (ADR 0040).
 */
export function SlotPicker({ state, selected, onSelect, error, onRetry }: Props) {
  const { t, lang } = useText('scheduling');
  if (state.status === 'idle') return null;
  if (state.status === 'loading') {
    return (
      <Stack direction="row" spacing={1} alignItems="center" role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('loadingSlots')}</Typography>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {t('errors.slotsFailed')} {failureMessage(state.error, t)}
      </Alert>
    );
  }
  if (state.slots.length === 0) {
    return (
      <Alert severity="info" role="status">
        {t('errors.noSlots')}
      </Alert>
    );
  }
  return (
    <Box>
      <Typography id="slots-label" component="h2" variant="subtitle1" gutterBottom>
        {t('slots')}
      </Typography>
      <Box
        id="slots-group"
        role="group"
        aria-labelledby="slots-label"
        aria-describedby={error ? 'slots-helper-text' : undefined}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))',
          gap: 1,
        }}
      >
        {state.slots.map((slot) => {
          const pressed = selected?.startTime === slot.startTime;
          return (
            <Button
              key={slot.startTime}
              variant={pressed ? 'contained' : 'outlined'}
              aria-pressed={pressed}
              onClick={() => onSelect(slot)}
              sx={{ minHeight: 44 }}
            >
              {slotTime(slot.startTime, lang)}
            </Button>
          );
        })}
      </Box>
      {error && (
        <FormHelperText id="slots-helper-text" error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
