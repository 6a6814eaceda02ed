import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../format-bytes';
import type { ExtractionState } from './use-zip-extraction';

/** The unpacking's progress: files written, bytes of the archive read, and a cancel. */
export function ZipExtractionDialog({
  state,
  onCancel,
}: {
  state: ExtractionState | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation('files');
  const titleId = useId();
  const percent =
    state?.total && state.total > 0 ? Math.min(100, (state.bytesRead / state.total) * 100) : null;
  return (
    <Dialog open={state !== null} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('extract.title', { name: state?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <LinearProgress
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
          aria-label={t('extract.progressLabel')}
        />
        <Typography role="status" sx={{ mt: 2 }}>
          {t('extract.progress', {
            files: state?.files ?? 0,
            read: formatBytes(state?.bytesRead ?? 0),
            total: state?.total ? formatBytes(state.total) : '?',
          })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('extract.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
