import { useDomainMessage } from '../i18n/use-domain-message';
import { DateField, MALFORMED_DATE } from './date-field';
import { FilterCell } from './filter-panel';

type End = 'from' | 'to';

interface Props {
  from: string;
  to: string;
  labels: Record<End, string>;
  /** The range ends before it starts: its end says so (the server would refuse it). */
  reversed: boolean;
  disabled?: boolean;
  /** A whole day of one end, or none; a half-typed day waits. */
  onChange: (end: End, day: string) => void;
}

/** The two days of a search panel's range, each in its own FilterCell. */
export function DateRangeFilter({ from, to, labels, reversed, disabled, onChange }: Props) {
  const domainMessage = useDomainMessage();

  const field = (end: End, value: string) => (
    <FilterCell basis="170px">
      <DateField
        label={labels[end]}
        value={value}
        disabled={disabled}
        onChange={(day) => {
          if (day !== MALFORMED_DATE) onChange(end, day);
        }}
        error={end === 'to' && reversed ? domainMessage('validation.range.invalid') : undefined}
      />
    </FilterCell>
  );

  return (
    <>
      {field('from', from)}
      {field('to', to)}
    </>
  );
}
