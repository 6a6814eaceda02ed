import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@portal/domain';
import {
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type Key,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';

/** An option of a picker: anything with an id. */
export interface PickerOption {
  id: string;
}

interface CommonProps<T extends PickerOption> {
  label: string;
  /** Reads the options matching what the user typed ('' when nothing is typed yet). */
  search: (text: string) => Promise<readonly T[]>;
  getOptionLabel: (option: T) => string;
  /** An option's row in the list; its label when not given. */
  renderOption?: (option: T) => ReactNode;
  /** Options shown but not choosable (a describer on vacation); their row should say why. */
  getOptionDisabled?: (option: T) => boolean;
  required?: boolean;
  disabled?: boolean;
  /** The form's message for this field; shown in red under it. */
  error?: string;
  helperText?: string;
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Waiting time after the last keystroke before searching; the spec's 500 ms by default. */
  debounceMs?: number;
}

interface SingleProps<T extends PickerOption> extends CommonProps<T> {
  multiple?: false;
  value: T | null;
  onChange: (value: T | null) => void;
}

interface MultipleProps<T extends PickerOption> extends CommonProps<T> {
  multiple: true;
  value: readonly T[];
  onChange: (value: T[]) => void;
}

interface Answer<T> {
  text: string;
  options: readonly T[];
  failed: boolean;
}

export type AsyncAutocompleteProps<T extends PickerOption> = SingleProps<T> | MultipleProps<T>;

/** What a picker built on AsyncAutocomplete takes: all but how it searches and shows options. */
export type PickerProps<T extends PickerOption> =
  AsyncAutocompleteProps<T> extends infer P
    ? P extends unknown
      ? Omit<P, 'search' | 'getOptionLabel' | 'renderOption' | 'getOptionDisabled'>
      : never
    : never;

/**
 * The autocomplete every picker is built on (spec part 1 §9): the server searches, asked once
 * typing has paused for AUTOCOMPLETE_DEBOUNCE_MS; an answer to an older text is dropped. Arrow
 * keys and Enter choose, Escape closes; the field has a label and shows the form's error.
 */
export function AsyncAutocomplete<T extends PickerOption>(props: AsyncAutocompleteProps<T>) {
  const { t } = useTranslation('forms');
  const { label, search, getOptionLabel, renderOption, error, helperText } = props;
  const debounceMs = props.debounceMs ?? AUTOCOMPLETE_DEBOUNCE_MS;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // The last answer and the text it answers: the list is loading while they differ.
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const loading = open && answer?.text !== text;
  const options = answer?.options ?? [];
  // The latest search function without restarting the wait on each render.
  const latestSearch = useRef(search);
  useEffect(() => {
    latestSearch.current = search;
  });

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      latestSearch
        .current(text.trim())
        .then((found) => {
          if (current) setAnswer({ text, options: found, failed: false });
        })
        .catch(() => {
          if (current) setAnswer({ text, options: [], failed: true });
        });
    }, debounceMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [open, text, debounceMs]);

  const shared = {
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    options: options as T[],
    loading,
    disabled: props.disabled,
    // The server has filtered already: the list shows what it answered.
    filterOptions: (found: T[]) => found,
    getOptionLabel,
    getOptionDisabled: props.getOptionDisabled,
    isOptionEqualToValue: (option: T, value: T) => option.id === value.id,
    onInputChange: (_event: unknown, value: string, reason: string) => {
      // Choosing an option writes its label into the input: that is no new search.
      if (reason === 'input' || reason === 'clear') setText(value);
    },
    loadingText: t('pickers.loading'),
    noOptionsText: answer?.failed ? t('pickers.failed') : t('pickers.noOptions'),
    openText: t('pickers.open'),
    closeText: t('pickers.close'),
    clearText: t('pickers.clear'),
    onBlur: props.onBlur,
    renderOption: renderOption
      ? (attributes: HTMLAttributes<HTMLLIElement> & { key: Key }, option: T) => {
          const { key, ...rest } = attributes;
          return (
            <li key={key} {...rest}>
              {renderOption(option)}
            </li>
          );
        }
      : undefined,
    renderInput: (params: object) => (
      <TextField
        {...params}
        name={props.name}
        inputRef={props.inputRef}
        label={label}
        required={props.required}
        error={Boolean(error)}
        helperText={error ?? helperText}
        slotProps={{
          input: {
            ...(params as { InputProps: object }).InputProps,
            endAdornment: (
              <>
                {loading && open ? (
                  <CircularProgress color="inherit" size={18} aria-hidden />
                ) : null}
                {(params as { InputProps: { endAdornment: ReactNode } }).InputProps.endAdornment}
              </>
            ),
          },
        }}
      />
    ),
  };

  if (props.multiple) {
    return (
      <Autocomplete<T, true>
        {...shared}
        multiple
        value={props.value as T[]}
        onChange={(_event, value) => props.onChange(value)}
      />
    );
  }
  return (
    <Autocomplete<T, false>
      {...shared}
      value={props.value}
      onChange={(_event, value) => props.onChange(value)}
    />
  );
}
