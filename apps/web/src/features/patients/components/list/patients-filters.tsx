import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  DATE_FILTER_DEBOUNCE_MS,
  DATE_MASK,
  PATIENT_SEARCH_NAME_MAX,
  PATIENT_SEARCH_SSN_MAX,
} from '@portal/domain';
import { useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { DatePickersProvider } from '../../../../shared/ui/date-pickers-provider';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback';
import {
  EMPTY_FILTERS,
  hasFilters,
  isInvertedRange,
  type PatientFilters,
} from '../../hooks/list-state';
import { dateToDay, dayToDate, MALFORMED_DATE } from '../../../../shared/ui/date-field';

export interface PatientsFiltersHandle {
  /** Empties every field and the search at once (the empty state's "clear filters"). */
  clear: () => void;
}

interface Props {
  value: PatientFilters;
  onChange: (filters: Partial<PatientFilters>) => void;
  ref?: Ref<PatientsFiltersHandle>;
}

type DateKey = 'birthDateFrom' | 'birthDateTo';

/**
 * Whether the typed search could begin a PESEL (up to 11 digits; spaces and hyphens are
 * ignored, as the search ignores them). Anything else still finds document numbers, but the user
 * hears that it is not a PESEL instead of silently finding nothing.
 */
export function couldBePesel(text: string): boolean {
  return /^\d{0,11}$/.test(text.replace(/[\s-]/g, ''));
}

/**
 * Search by name and by PESEL (each waits AUTOCOMPLETE_DEBOUNCE_MS after the last key) and a
 * birth-date range (spec part 1 §7 `where {name, ssn, birthDateFrom, birthDateTo}`).
 */
export function PatientsFilters({ value, onChange, ref }: Props) {
  const { t } = useTranslation('patients');
  const domainMessage = useDomainMessage();
  // What is typed shows at once; the list follows when typing pauses.
  const [typed, setTyped] = useState<PatientFilters>(value);
  const text = useDebouncedCallback(onChange, AUTOCOMPLETE_DEBOUNCE_MS);
  const dates = useDebouncedCallback(onChange, DATE_FILTER_DEBOUNCE_MS);

  const type = (key: 'name' | 'ssn', next: string) => {
    setTyped((current) => ({ ...current, [key]: next }));
    text.run({ [key]: next });
  };

  const pick = (key: DateKey, date: Date | null) => {
    const day = dateToDay(date);
    setTyped((current) => ({ ...current, [key]: day }));
    // A half-typed date filters nothing until it is whole.
    if (day !== MALFORMED_DATE) dates.run({ [key]: day });
  };

  const clear = () => {
    text.cancel();
    dates.cancel();
    setTyped(EMPTY_FILTERS);
    onChange(EMPTY_FILTERS);
  };
  useImperativeHandle(ref, () => ({ clear }));

  const datePicker = (key: DateKey, label: string) => {
    const malformed = typed[key] === MALFORMED_DATE;
    const inverted = key === 'birthDateTo' && isInvertedRange(typed);
    const problem = malformed
      ? 'validation.date.format'
      : inverted
        ? 'validation.range.invalid'
        : null;
    return (
      <DatePicker
        label={label}
        value={malformed ? new Date(Number.NaN) : dayToDate(typed[key])}
        onChange={(date) => pick(key, date)}
        format={DATE_MASK}
        disableFuture
        slotProps={{
          textField: {
            fullWidth: true,
            size: 'small',
            error: Boolean(problem),
            helperText: problem ? domainMessage(problem) : undefined,
          },
          field: { clearable: true },
        }}
      />
    );
  };

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      flexWrap="wrap"
      alignItems={{ xs: 'stretch', md: 'flex-start' }}
      role="search"
      aria-label={t('list.searchLabel')}
    >
      <Box sx={{ flex: { md: '2 1 200px' } }}>
        <TextField
          label={t('list.searchName')}
          value={typed.name}
          onChange={(event) => type('name', event.target.value)}
          // Leaving the field (to open a patient, say) searches at once: a write still pending
          // would land on the next page's address.
          onBlur={text.flush}
          size="small"
          fullWidth
          type="search"
          autoComplete="off"
          slotProps={{
            htmlInput: { maxLength: PATIENT_SEARCH_NAME_MAX },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ flex: { md: '1 1 140px' } }}>
        <TextField
          label={t('list.searchSsn')}
          value={typed.ssn}
          onChange={(event) => type('ssn', event.target.value)}
          onBlur={text.flush}
          size="small"
          fullWidth
          type="search"
          autoComplete="off"
          helperText={couldBePesel(typed.ssn) ? undefined : t('list.notPesel')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PATIENT_SEARCH_SSN_MAX } }}
        />
      </Box>
      <DatePickersProvider>
        <Box sx={{ flex: { md: '0 0 190px' } }}>
          {datePicker('birthDateFrom', t('list.bornFrom'))}
        </Box>
        <Box sx={{ flex: { md: '0 0 190px' } }}>{datePicker('birthDateTo', t('list.bornTo'))}</Box>
      </DatePickersProvider>
      <Button
        onClick={clear}
        startIcon={<ClearIcon />}
        disabled={!hasFilters(typed)}
        sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
      >
        {t('list.clearFilters')}
      </Button>
    </Stack>
  );
}
