import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useReducer, type KeyboardEvent } from 'react';
import { DicomCanvas } from './dicom-canvas';
import { DicomToolbar } from './dicom-toolbar';
import type { DicomFrame } from './dicom-image';
import { useDecodedFrame } from './use-decoded-frame';
import { initialViewState, viewReducer } from './view-state';
import { keyAction } from './viewer-keys';
import { fullWindow, presetsFor, presetWindow, type WindowPreset } from './window-presets';
import { useDicomText } from './dicom-text';

/** Pixels of drag that sweep a slice's whole value range through the window. */
const DRAG_PIXELS_FOR_FULL_RANGE = 500;

interface Props {
  /** The file's name, for the image's description. */
  name: string;
  /** One series in stack order. */
  frames: readonly DicomFrame[];
}

/**
 * A stack of DICOM slices (one image, the frames of a multi-frame file, or a CBCT series): scroll
 * through them, set the window, zoom and pan, with the mouse or the keyboard. Each slice is
 * decoded when it is first shown.
 */
export function DicomViewer({ name, frames }: Props) {
  const t = useDicomText();
  const helpId = useId();
  const [view, dispatch] = useReducer(viewReducer, frames.length, initialViewState);
  const { shown, failure } = useDecodedFrame(frames, view.index);

  const startWindow = useCallback(
    (preset?: WindowPreset) => {
      if (!shown) return null;
      const { frame, decoded } = shown;
      const full = fullWindow(decoded.range, frame.slope, frame.intercept);
      const chosen = preset ?? (frame.window ? 'file' : 'full');
      return { preset: chosen, window: presetWindow(chosen, frame.window, full), full };
    },
    [shown],
  );

  // The first slice shown sets the window the reader starts from, and how fast a drag moves it.
  const hasWindow = view.window !== null;
  useEffect(() => {
    if (hasWindow) return;
    const start = startWindow();
    if (start)
      dispatch({
        type: 'window',
        window: start.window,
        preset: start.preset,
        windowStep: Math.max(start.full.width / DRAG_PIXELS_FOR_FULL_RANGE, 1e-3),
      });
  }, [hasWindow, startWindow]);

  const reset = () => {
    const start = startWindow();
    dispatch({ type: 'reset', window: start?.window ?? null, preset: start?.preset ?? null });
  };
  const choosePreset = (preset: WindowPreset) => {
    const start = startWindow(preset);
    if (start) dispatch({ type: 'window', window: start.window, preset });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const action = keyAction(
      event.key,
      { shift: event.shiftKey, ctrl: event.ctrlKey || event.metaKey || event.altKey },
      frames.length,
    );
    if (!action) return;
    event.preventDefault();
    if (action === 'reset') reset();
    else dispatch(action);
  };

  const frame = shown?.frame ?? frames[view.index];
  const label = t('image', {
    name,
    index: view.index + 1,
    count: frames.length,
    width: Math.round(view.window?.width ?? 0),
    center: Math.round(view.window?.center ?? 0),
    zoom: Math.round(view.zoom * 100),
  });

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', minHeight: 0 }}
    >
      {failure ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('error.slice', { index: failure.index + 1, detail: failure.detail })}
        </Alert>
      ) : (
        // Reserves the bar's height, so the image does not jump when a slice takes time.
        <Box sx={{ height: 4 }}>
          {shown?.index !== view.index && <LinearProgress aria-label={t('decoding')} />}
        </Box>
      )}
      <DicomCanvas
        shown={shown}
        voi={view.window}
        view={view}
        label={label}
        describedBy={helpId}
        dispatch={dispatch}
        onKeyDown={onKeyDown}
      />
      <Typography id={helpId} variant="caption" color="text.secondary" sx={{ pt: 0.5 }}>
        {t('help')}
      </Typography>
      <DicomToolbar
        view={view}
        presets={presetsFor(frame?.window !== null && frame !== undefined, frame?.modality ?? '')}
        dispatch={dispatch}
        onPreset={choosePreset}
        onReset={reset}
      />
    </Box>
  );
}
