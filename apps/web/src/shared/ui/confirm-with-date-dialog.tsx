import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_MASK } from '@portal/domain';
import { isValid } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { atStoredHour } from '../format/dates';
import { useDomainMessage } from '../i18n/use-domain-message';
import { ConfirmDialog } from './confirm-dialog';
import { DatePickersProvider } from './date-pickers-provider';

interface Props {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  dateLabel: ReactNode;
  initialDate?: Date | null;
  /** Receives the picked day at 12:00 Warsaw time. */
  onConfirm: (date: Date) => void | Promise<void>;
  onCancel: () => void;
}

/** Confirmation that asks for a date too (spec part 1 §2 "confirm-with-date dialog"). */
export function ConfirmWithDateDialog({
  open,
  title,
  message,
  dateLabel,
  initialDate = new Date(),
  onConfirm,
  onCancel,
}: Props) {
  const domainMessage = useDomainMessage();
  const [date, setDate] = useState<Date | null>(initialDate);
  const valid = date !== null && isValid(date);

  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      onConfirm={() => (valid ? onConfirm(atStoredHour(date)) : undefined)}
      onCancel={onCancel}
      confirmDisabled={!valid}
    >
      <DatePickersProvider>
        <DatePicker
          label={dateLabel}
          value={date}
          onChange={setDate}
          format={DATE_MASK}
          slotProps={{
            textField: {
              fullWidth: true,
              margin: 'normal',
              required: true,
              error: !valid,
              helperText: valid ? undefined : domainMessage('validation.date.format'),
            },
          }}
        />
      </DatePickersProvider>
    </ConfirmDialog>
  );
}
