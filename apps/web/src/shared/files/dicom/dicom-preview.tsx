import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { DicomError } from './dicom-error';
import { DicomViewer } from './dicom-viewer';
import { loadDicomSeries } from './load-dicom';
import type { DicomSeries } from './sort-frames';
import { useDicomText } from './dicom-text';

interface Props {
  /** The file as fetched: a `.dcm`, or a zip that may hold a series. */
  blob: Blob;
  name: string;
  /** Told once whether the file turned out to be DICOM: a zip of photographs is not. */
  onDicom: (found: boolean) => void;
}

type State =
  | { status: 'loading' }
  | { status: 'failed'; error: DicomError }
  | { status: 'ready'; series: DicomSeries[] };

/**
 * Opens a DICOM file or a zip of DICOM files in the viewer, one series at a time. This module and
 * everything it imports (the parser, the codecs) is a chunk of its own, fetched the first time a
 * DICOM file is opened (file-viewer-dialog.tsx).
 */
export function DicomPreview({ blob, name, onDicom }: Props) {
  const t = useDicomText();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [seriesIndex, setSeriesIndex] = useState(0);

  useEffect(() => {
    let current = true;
    void blob.arrayBuffer().then((buffer) => {
      if (!current) return;
      try {
        const series = loadDicomSeries(new Uint8Array(buffer));
        setState({ status: 'ready', series });
        onDicom(true);
      } catch (error) {
        const dicomError =
          error instanceof DicomError ? error : new DicomError('notDicom', String(error));
        setState({ status: 'failed', error: dicomError });
        onDicom(dicomError.reason !== 'notDicom');
      }
    });
    return () => {
      current = false;
    };
  }, [blob, onDicom]);

  if (state.status === 'loading') return <CircularProgress aria-label={t('loading')} />;
  if (state.status === 'failed') {
    const { reason, detail } = state.error;
    // Not DICOM after all: the dialog says there is no preview.
    if (reason === 'notDicom') return null;
    return (
      <Alert severity="info" sx={{ alignSelf: 'center' }}>
        {t(`error.${reason}`, { detail: detail || '?' })}
      </Alert>
    );
  }

  const series = state.series[seriesIndex] ?? state.series[0]!;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', gap: 1 }}>
      {state.series.length > 1 && (
        <TextField
          select
          size="small"
          label={t('series')}
          value={seriesIndex}
          onChange={(event) => setSeriesIndex(Number(event.target.value))}
          sx={{ alignSelf: 'flex-start', minWidth: 240 }}
        >
          {state.series.map((item, index) => (
            <MenuItem key={item.uid || index} value={index}>
              {t('seriesOption', { label: item.label || index + 1, count: item.frames.length })}
            </MenuItem>
          ))}
        </TextField>
      )}
      <DicomViewer key={series.uid} name={name} frames={series.frames} />
    </Box>
  );
}
