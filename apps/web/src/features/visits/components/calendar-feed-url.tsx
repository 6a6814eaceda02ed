import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A new calendar feed URL, shown once (issue 21 §1): read-only and selected on focus, so it can
 * be copied by hand where the clipboard is refused, with 'Kopiuj' beside it. It takes the focus
 * when it appears, and its note (that it is shown only now) is its description.
 */
export function CalendarFeedUrl({ url }: { url: string }) {
  const { t } = useTranslation('visits');
  const { enqueueSnackbar } = useSnackbar();
  const inputRef = useRef<HTMLInputElement>(null);

  // After the confirmation closes and gives the focus back, so in an effect rather than autoFocus.
  useEffect(() => {
    inputRef.current?.focus();
  }, [url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(t('calendarFeed.copied'), { variant: 'success' });
    } catch {
      // No clipboard permission, or an insecure origin: the address stays selectable.
      enqueueSnackbar(t('calendarFeed.copyFailed'), { variant: 'warning' });
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={t('calendarFeed.url')}
        value={url}
        fullWidth
        helperText={t('calendarFeed.urlOnce')}
        inputRef={inputRef}
        slotProps={{
          htmlInput: {
            readOnly: true,
            spellCheck: false,
            onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
            sx: { fontFamily: 'monospace' },
          },
        }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copy()}
        sx={{ flexShrink: 0, mt: { sm: 1 } }}
      >
        {t('calendarFeed.copy')}
      </Button>
    </Stack>
  );
}
