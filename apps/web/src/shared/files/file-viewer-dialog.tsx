import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_HEIGHT_PERCENT } from '@portal/domain';
import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DICOM_MAGIC_BYTES } from './dicom/dicom-file-names';
import { DicomTextContext, type DicomText } from './dicom/dicom-text';
import { LazyDicomPreview, LazyOhifLink } from './dicom/lazy-dicom';
import { fetchFile, type FetchFileResult } from './fetch-file';
import { previewKindOf, type PreviewKind } from './preview-kind';

interface Props {
  open: boolean;
  /** The file's name (decides the preview) and a signed URL to fetch it from. */
  file: { name: string; url: string } | null;
  onClose: () => void;
}

type State =
  | { status: 'loading' }
  | Exclude<FetchFileResult, { ok: true }>
  | { ok: true; blob: Blob; objectUrl: string; preview: PreviewKind };

/**
 * Previews png, jpg, jpeg, bmp, webp and pdf (spec part 2 §9), and DICOM — a `.dcm` file or a
 * zip of one series — in the built-in DICOM viewer (issue 16 §1); anything else can be downloaded.
 */
export function FileViewerDialog({ open, file, onClose }: Props) {
  const { t } = useTranslation('files');
  const { t: dicomT } = useTranslation('dicom');
  const dicomText = useCallback<DicomText>((key, values) => dicomT(key, values), [dicomT]);
  const titleId = useId();
  const [state, setState] = useState<State>({ status: 'loading' });
  // Whether the DICOM viewer found an image: a zip of photographs has no preview after all.
  const [dicomFound, setDicomFound] = useState<boolean | null>(null);

  useEffect(() => {
    if (!open || !file) return;
    let cancelled = false;
    let created: string | null = null;
    void fetchFile(file.url).then(async (result) => {
      if (cancelled) return;
      if (!result.ok) {
        setState(result);
        return;
      }
      const head = new Uint8Array(await result.blob.slice(0, DICOM_MAGIC_BYTES).arrayBuffer());
      if (cancelled) return;
      created = URL.createObjectURL(result.blob);
      setState({
        ok: true,
        blob: result.blob,
        objectUrl: created,
        preview: previewKindOf(file.name, head),
      });
    });
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
      setState({ status: 'loading' });
      setDicomFound(null);
    };
  }, [open, file]);

  const ready = 'ok' in state && state.ok ? state : null;
  const dicom = ready?.preview === 'dicom';

  return (
    <DicomTextContext.Provider value={dicomText}>
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
          sx={{
            display: 'flex',
            alignItems: dicom && dicomFound ? 'stretch' : 'center',
            justifyContent: 'center',
          }}
        >
          {'status' in state && <CircularProgress aria-label={t('loadingFile')} />}
          {'ok' in state && !state.ok && (
            <Alert severity={state.reason === 'notFound' ? 'warning' : 'error'}>
              {state.reason === 'notFound' && t('noData')}
              {state.reason === 'corrupted' && t('corrupted')}
              {state.reason === 'failed' && t('downloadFailed', { detail: state.detail })}
            </Alert>
          )}
          {ready?.preview === 'pdf' && (
            <Box
              component="iframe"
              src={ready.objectUrl}
              title={file?.name}
              sx={{ width: '100%', height: '100%', border: 0 }}
            />
          )}
          {ready?.preview === 'image' && (
            <Box
              component="img"
              src={ready.objectUrl}
              alt={file?.name}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          )}
          {ready && dicom && dicomFound !== false && file && (
            <Suspense fallback={<CircularProgress aria-label={t('loadingFile')} />}>
              <LazyDicomPreview blob={ready.blob} name={file.name} onDicom={setDicomFound} />
            </Suspense>
          )}
          {ready && (ready.preview === 'none' || dicomFound === false) && (
            <Alert severity="info">{t('noPreview')}</Alert>
          )}
        </DialogContent>
        <DialogActions>
          {dicomFound && file && (
            <Suspense fallback={null}>
              <LazyOhifLink fileUrl={file.url} />
            </Suspense>
          )}
          {ready && file && (
            <Button
              component="a"
              href={ready.objectUrl}
              download={file.name}
              startIcon={<DownloadIcon />}
            >
              {t('download')}
            </Button>
          )}
          <Button onClick={onClose} autoFocus>
            {t('close')}
          </Button>
        </DialogActions>
      </Dialog>
    </DicomTextContext.Provider>
  );
}
