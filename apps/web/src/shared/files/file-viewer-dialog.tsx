import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_HEIGHT_PERCENT, PREVIEW_EXTENSIONS } from '@portal/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { extensionOf } from './drop-rules';
import { fetchFile, type FetchFileResult } from './fetch-file';

interface Props {
  open: boolean;
  /** The file's name (decides the preview) and a signed URL to fetch it from. */
  file: { name: string; url: string } | null;
  onClose: () => void;
}

type State = { status: 'loading' } | FetchFileResult;

/** Previews png, jpg, jpeg, bmp, webp and pdf (spec part 2 §9); anything else can be downloaded. */
export function FileViewerDialog({ open, file, onClose }: Props) {
  const { t } = useTranslation('files');
  const titleId = useId();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!open || !file) return;
    let cancelled = false;
    let created: string | null = null;
    void fetchFile(file.url).then((result) => {
      if (cancelled) return;
      if (result.ok) {
        created = URL.createObjectURL(result.blob);
        setObjectUrl(created);
      }
      setState(result);
    });
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
      setObjectUrl(null);
      setState({ status: 'loading' });
    };
  }, [open, file]);

  const extension = file ? extensionOf(file.name) : '';
  const previewable = (PREVIEW_EXTENSIONS as readonly string[]).includes(extension);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      slotProps={{ paper: { sx: { height: `${DIALOG_HEIGHT_PERCENT}%` } } }}
    >
      <DialogTitle id={titleId}>{file?.name}</DialogTitle>
      <DialogContent
        dividers
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {'status' in state && <CircularProgress aria-label={t('loadingFile')} />}
        {'ok' in state && !state.ok && (
          <Alert severity={state.reason === 'notFound' ? 'warning' : 'error'}>
            {state.reason === 'notFound' && t('noData')}
            {state.reason === 'corrupted' && t('corrupted')}
            {state.reason === 'failed' && t('downloadFailed', { detail: state.detail })}
          </Alert>
        )}
        {objectUrl && previewable && extension === 'pdf' && (
          <Box
            component="iframe"
            src={objectUrl}
            title={file?.name}
            sx={{ width: '100%', height: '100%', border: 0 }}
          />
        )}
        {objectUrl && previewable && extension !== 'pdf' && (
          <Box
            component="img"
            src={objectUrl}
            alt={file?.name}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        )}
        {objectUrl && !previewable && <Alert severity="info">{t('noPreview')}</Alert>}
      </DialogContent>
      <DialogActions>
        {objectUrl && file && (
          <Button component="a" href={objectUrl} download={file.name} startIcon={<DownloadIcon />}>
            {t('download')}
          </Button>
        )}
        <Button onClick={onClose} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
