import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Suspense, useEffect, useId, useState } from 'react';
import { DicomTextContext } from '../../../shared/files/dicom/dicom-text';
import { LazyDicomPreview } from '../../../shared/files/dicom/lazy-dicom';
import { useText } from '../../../shared/i18n/text-context';

interface Props {
  name: string;
  /** The file's address with this browser's session (its cookie goes with a same-origin fetch). */
  src: string;
  downloadUrl: string;
  onClose: () => void;
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; blob: Blob };

/**
 * A DICOM file of a study in the portal's own viewer (ADR 0038): slices, window and zoom, on a
 * phone too. The viewer, its parser and codecs, and its texts (the `dicom` namespace of this
 * page's text store) load with the first DICOM preview.
 */
export default function DicomPreviewDialog({ name, src, downloadUrl, onClose }: Props) {
  const { t } = useText('patientStudies');
  const { t: dicomText } = useText('dicom');
  const titleId = useId();
  const [state, setState] = useState<State>({ status: 'loading' });
  /** Whether the viewer found images: a file may turn out not to hold any. */
  const [found, setFound] = useState<boolean | null>(null);

  useEffect(() => {
    let current = true;
    fetch(src, { credentials: 'same-origin' })
      .then((response) =>
        response.ok ? response.blob() : Promise.reject(new Error(String(response.status))),
      )
      .then(
        (blob) => current && setState({ status: 'ready', blob }),
        () => current && setState({ status: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [src]);

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      slotProps={{ paper: { sx: { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)' } } } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </DialogTitle>
      <DialogContent sx={{ p: { xs: 1, sm: 2 }, minHeight: 240 }}>
        {state.status === 'loading' && <CircularProgress aria-label={t('checking')} />}
        {state.status === 'failed' && <Alert severity="error">{t('preview.failed')}</Alert>}
        {state.status === 'ready' && found !== false && (
          <DicomTextContext.Provider value={dicomText}>
            <Suspense fallback={<CircularProgress aria-label={t('checking')} />}>
              <LazyDicomPreview blob={state.blob} name={name} onDicom={setFound} />
            </Suspense>
          </DicomTextContext.Provider>
        )}
        {found === false && <Alert severity="info">{t('preview.noImages')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button href={downloadUrl} download={name} sx={{ minHeight: 48 }}>
          {t('files.download')}
        </Button>
        <Button onClick={onClose} variant="contained" sx={{ minHeight: 48 }}>
          {t('preview.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
