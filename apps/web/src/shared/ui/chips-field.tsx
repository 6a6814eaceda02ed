import CancelIcon from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../i18n/use-domain-message';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

interface Props {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  /** A message key when the value is not acceptable, else null. */
  validate: (value: string) => string | null;
  type?: 'tel' | 'email' | 'text';
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The list needs at least one value: the field is marked so. */
  required?: boolean;
}

/**
 * A list of phone numbers or e-mails as chips (spec part 1 §2): Enter (or leaving the field)
 * adds what was typed, a click on a chip copies it, its delete icon removes it.
 */
export function ChipsField({
  label,
  values,
  onChange,
  onBlur,
  validate,
  type = 'text',
  error,
  inputRef,
  required = false,
}: Props) {
  const { t } = useTranslation('forms');
  const domainMessage = useDomainMessage();
  const copy = useCopyToClipboard();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  /** Adds the typed value; false when it is not acceptable (it stays in the field). */
  const add = (): boolean => {
    const value = text.trim();
    if (!value) return true;
    const invalid = validate(value);
    if (invalid) {
      setProblem(invalid);
      return false;
    }
    if (!values.includes(value)) onChange([...values, value]);
    setText('');
    setProblem(null);
    return true;
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds a chip; it must not submit the whole form.
    event.preventDefault();
    add();
  };

  const shownError = problem ? domainMessage(problem) : error;

  return (
    <Stack spacing={1}>
      <TextField
        label={label}
        required={required}
        type={type}
        value={text}
        inputRef={inputRef}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        onKeyDown={keyDown}
        onBlur={() => {
          add();
          onBlur?.();
        }}
        error={Boolean(shownError)}
        helperText={shownError ?? t('chips.hint')}
        fullWidth
        autoComplete="off"
      />
      {values.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          flexWrap="wrap"
          component="ul"
          aria-label={label}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {values.map((value) => (
            <li key={value}>
              <Tooltip title={t('chips.copy')}>
                <Chip
                  label={value}
                  onClick={() => void copy(value)}
                  onDelete={() => onChange(values.filter((item) => item !== value))}
                  deleteIcon={<CancelIcon titleAccess={t('chips.remove', { value })} />}
                  aria-label={t('chips.copyValue', { value })}
                />
              </Tooltip>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
