import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  value: string;
  /** Monospace for ids and secrets, where 0/O and l/1 must be told apart. */
  code?: boolean;
}

/** A read-only value with a copy button; the text stays selectable where copying is refused. */
export function CopyField({ label, value, code = false }: Props) {
  const { t } = useTranslation('tablets');
  const { enqueueSnackbar } = useSnackbar();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      enqueueSnackbar(t('copied', { field: label }), { variant: 'success' });
    } catch {
      // No clipboard (an insecure page) or permission refused: the field can still be selected.
      enqueueSnackbar(t('copyFailed'), { variant: 'warning' });
    }
  };

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
              <Tooltip title={t('copy', { field: label })}>
                <IconButton
                  aria-label={t('copy', { field: label })}
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
