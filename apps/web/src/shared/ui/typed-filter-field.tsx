import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@portal/domain';
import { useState } from 'react';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';

/**
 * A text filter as typed: shown at once, handed to `onPause` when typing pauses
 * (AUTOCOMPLETE_DEBOUNCE_MS) or the field is left, so the list does not ask on every key.
 */
export function useTypedFilter(initial: string, onPause: (text: string) => void) {
  const [text, setText] = useState(initial);
  const typing = useDebouncedCallback(onPause, AUTOCOMPLETE_DEBOUNCE_MS);
  return {
    text,
    type: (next: string) => {
      setText(next);
      typing.run(next);
    },
    flush: typing.flush,
    /** Drops what is typed and its pending search (the panel's 'clear'). */
    clear: () => {
      typing.cancel();
      setText('');
    },
  };
}

export type TypedFilter = ReturnType<typeof useTypedFilter>;

interface Props {
  label: string;
  maxLength: number;
  filter: TypedFilter;
}

/** The search box of a typed filter (useTypedFilter). */
export function TypedFilterField({ label, maxLength, filter }: Props) {
  return (
    <TextField
      label={label}
      value={filter.text}
      onChange={(event) => filter.type(event.target.value)}
      onBlur={filter.flush}
      fullWidth
      type="search"
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
