import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { addDays } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, MALFORMED_DATE } from '../../../shared/ui/date-field';

interface Props {
  date: string;
  today: string;
  onDate: (date: string) => void;
}

function Step({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The day the calendar shows (spec part 1 §2): a date picker, Today, a day and a week either way. */
export function CalendarToolbar({ date, today, onDate }: Props) {
  const { t } = useTranslation('appointments');
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Step label={t('page.prevWeek')} onClick={() => onDate(addDays(date, -7))}>
        <KeyboardDoubleArrowLeftIcon />
      </Step>
      <Step label={t('page.prevDay')} onClick={() => onDate(addDays(date, -1))}>
        <ChevronLeftIcon />
      </Step>
      <Box sx={{ width: 190 }}>
        <DateField
          label={t('page.day')}
          value={date}
          onChange={(day) => {
            // A half-typed date waits for the rest.
            if (day && day !== MALFORMED_DATE) onDate(day);
          }}
        />
      </Box>
      <Step label={t('page.nextDay')} onClick={() => onDate(addDays(date, 1))}>
        <ChevronRightIcon />
      </Step>
      <Step label={t('page.nextWeek')} onClick={() => onDate(addDays(date, 7))}>
        <KeyboardDoubleArrowRightIcon />
      </Step>
      <Button variant="outlined" onClick={() => onDate(today)} disabled={date === today}>
        {t('page.today')}
      </Button>
    </Stack>
  );
}
