import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  onChange: (color: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The branch colour: the browser's colour picker next to its #rrggbb text, one labelled field. */
export function ColorField({ value, onChange, onBlur, inputRef, error }: Props) {
  const { t } = useTranslation('branches');
  return (
    <TextField
      label={t('fields.color')}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error ?? t('fields.colorHelp')}
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <input
                type="color"
                aria-label={t('fields.colorPicker')}
                // The picker needs a complete colour; while the text is being typed it keeps the last.
                value={HEX.test(value) ? value.toLowerCase() : '#000000'}
                onChange={(event) => onChange(event.target.value)}
                style={{ width: 32, height: 32, padding: 0, border: 'none', background: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
