import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_MASK } from '@portal/domain';
import { format, isValid } from 'date-fns';
import type { Ref } from 'react';
import { DatePickersProvider } from './date-pickers-provider';

/** What a date field holds when the typed text is not a whole date ('Nieprawidłowy format daty'). */
export const MALFORMED_DATE = 'malformed';

/** yyyy-MM-dd → a local Date at midnight for the picker (a calendar day, no time zone). */
export function dayToDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The picker's value as the form keeps it: yyyy-MM-dd, '' when empty, MALFORMED_DATE when half typed. */
export function dateToDay(date: Date | null): string {
  if (date === null) return '';
  return isValid(date) ? format(date, 'yyyy-MM-dd') : MALFORMED_DATE;
}

interface Props {
  label: string;
  value: string;
  onChange: (day: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  disableFuture?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/** A calendar day typed or picked as dd.MM.yyyy (spec part 1 §5), kept as yyyy-MM-dd. */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  disableFuture,
  disabled,
  inputRef,
  name,
}: Props) {
  const date = value === MALFORMED_DATE ? new Date(Number.NaN) : dayToDate(value);
  return (
    <DatePickersProvider>
      <DatePicker
        label={label}
        value={date}
        onChange={(next) => onChange(dateToDay(next))}
        onClose={onBlur}
        format={DATE_MASK}
        disableFuture={disableFuture}
        disabled={disabled}
        inputRef={inputRef}
        slotProps={{
          textField: {
            name,
            fullWidth: true,
            required,
            onBlur,
            error: Boolean(error),
            helperText: error,
          },
        }}
      />
    </DatePickersProvider>
  );
}
