import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useEffect, useState } from 'react';
import { DicomTextContext } from '../../../shared/files/dicom/dicom-text';
import { LazyDicomPreview } from '../../../shared/files/dicom/lazy-dicom';
import { useText } from '../../../shared/i18n/text-context';
import { PreviewDialogFrame } from './preview-dialog-frame';

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
    <PreviewDialogFrame name={name} downloadUrl={downloadUrl} onClose={onClose}>
      <Box sx={{ minHeight: 240 }}>
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
      </Box>
    </PreviewDialogFrame>
  );
}
