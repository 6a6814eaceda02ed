import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

interface Props {
  label: string;
  value: string;
  /** Monospace for ids and secrets, where 0/O and l/1 must be told apart. */
  code?: boolean;
}

/** A read-only value with a copy button; the text stays selectable where copying is refused. */
export function CopyField({ label, value, code = false }: Props) {
  const { t } = useTranslation('forms');
  const copyToClipboard = useCopyToClipboard();
  // The toast names the field, never the value: this may be the tablet's secret.
  const copy = () => copyToClipboard(value, label);

  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      slotProps={{
        htmlInput: {
          readOnly: true,
          spellCheck: false,
          onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
          sx: code ? { fontFamily: 'monospace' } : undefined,
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('clipboard.copy', { field: label })}>
                <IconButton
                  aria-label={t('clipboard.copy', { field: label })}
                  onClick={() => void copy()}
                  edge="end"
                >
                  <ContentCopyIcon />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
