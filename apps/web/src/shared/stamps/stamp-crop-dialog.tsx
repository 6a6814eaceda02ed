import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STAMP_ROTATION_DEGREES, STAMP_ZOOM } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clampCrop,
  cropStampToJpeg,
  drawStamp,
  fitInside,
  INITIAL_CROP,
  type StampCrop,
} from './stamp-crop';

/** The preview's largest size on screen, in CSS pixels. */
const PREVIEW_BOX = { width: 480, height: 280 };
/** How far an arrow key moves the image, in frame widths (with Shift: ten times as far). */
const KEY_STEP = 0.01;

interface Props {
  /** The image chosen; the dialog is open while there is one. */
  file: File | null;
  /** Uploading: the buttons wait, and the bar shows how far it got (0–100). */
  busy: boolean;
  percent?: number;
  onCancel: () => void;
  onSave: (stamp: File) => Promise<void>;
}

/** The chosen file as a loaded image, or `failed` when the browser cannot read it. */
function useLoadedImage(file: File | null): HTMLImageElement | 'failed' | null {
  const [loaded, setLoaded] = useState<{ file: File; image: HTMLImageElement | 'failed' } | null>(
    null,
  );
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    const element = new Image();
    element.onload = () => setLoaded({ file, image: element });
    element.onerror = () => setLoaded({ file, image: 'failed' });
    element.src = url;
    return () => {
      element.onload = null;
      element.onerror = null;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  // An image of an earlier file is no image of this one.
  return loaded?.file === file ? loaded.image : null;
}

/**
 * Crops the chosen stamp image (spec part 2 §5): zoom and rotation sliders, the image moved by
 * dragging it or with the arrow keys, a live preview drawn as the uploaded JPEG will be.
 */
export function StampCropDialog({ file, busy, percent, onCancel, onSave }: Props) {
  const { t } = useTranslation('stamps');
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const helpId = useId();
  const zoomId = useId();
  const rotationId = useId();
  const image = useLoadedImage(file);
  const loaded = image !== null && image !== 'failed' ? image : null;
  // The crop belongs to the file it was made for: a newly chosen file starts afresh.
  const [edit, setEdit] = useState<{ file: File | null; crop: StampCrop }>({
    file,
    crop: INITIAL_CROP,
  });
  const crop = edit.file === file ? edit.crop : INITIAL_CROP;
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  const update = (next: (current: StampCrop) => Partial<StampCrop>) =>
    setEdit((current) => {
      const base = current.file === file ? current.crop : INITIAL_CROP;
      return { file, crop: clampCrop({ ...base, ...next(base) }) };
    });
  const change = (patch: Partial<StampCrop>) => update(() => patch);

  const source = loaded ? { width: loaded.naturalWidth, height: loaded.naturalHeight } : null;
  // A small image is shown larger: the preview only has to keep the frame's proportions.
  const preview = source ? fitInside(source, PREVIEW_BOX, { enlarge: true }) : PREVIEW_BOX;

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context && loaded && source) drawStamp(context, loaded, source, preview, crop);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    const moves: Record<string, Partial<StampCrop>> = {
      ArrowLeft: { offsetX: crop.offsetX - step },
      ArrowRight: { offsetX: crop.offsetX + step },
      ArrowUp: { offsetY: crop.offsetY - step },
      ArrowDown: { offsetY: crop.offsetY + step },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    change(move);
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    const dx = (event.clientX - drag.current.x) / preview.width;
    const dy = (event.clientY - drag.current.y) / preview.height;
    drag.current = { x: event.clientX, y: event.clientY };
    update((current) => ({ offsetX: current.offsetX + dx, offsetY: current.offsetY + dy }));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const save = async () => {
    if (!loaded || !file) return;
    let stamp: File;
    try {
      stamp = await cropStampToJpeg(loaded, crop, file.name);
    } catch {
      enqueueSnackbar(t('crop.failed'), { variant: 'error' });
      return;
    }
    await onSave(stamp);
  };

  return (
    <Dialog
      open={file !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={helpId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('crop.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={helpId} sx={{ mb: 2 }}>
          {t('crop.help')}
        </DialogContentText>
        {image === 'failed' ? (
          <Alert severity="error">{t('crop.loadFailed')}</Alert>
        ) : (
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
              minHeight: PREVIEW_BOX.height,
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            <canvas
              ref={canvas}
              width={preview.width}
              height={preview.height}
              tabIndex={loaded ? 0 : -1}
              role="img"
              aria-label={t('crop.preview')}
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              style={{ cursor: loaded ? 'move' : 'default', touchAction: 'none', maxWidth: '100%' }}
            />
          </Box>
        )}
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography id={zoomId} variant="body2">
            {t('crop.zoom')}
          </Typography>
          <Slider
            aria-labelledby={zoomId}
            value={crop.zoom}
            min={STAMP_ZOOM.min}
            max={STAMP_ZOOM.max}
            step={0.05}
            disabled={!loaded || busy}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${Math.round(value * 100)}%`}
            getAriaValueText={(value) => `${Math.round(value * 100)}%`}
            onChange={(_event, value) => change({ zoom: value })}
          />
          <Typography id={rotationId} variant="body2">
            {t('crop.rotation')}
          </Typography>
          <Slider
            aria-labelledby={rotationId}
            value={crop.rotation}
            min={STAMP_ROTATION_DEGREES.min}
            max={STAMP_ROTATION_DEGREES.max}
            step={1}
            marks={[{ value: 0 }]}
            disabled={!loaded || busy}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${value}°`}
            getAriaValueText={(value) => t('crop.degrees', { value })}
            onChange={(_event, value) => change({ rotation: value })}
          />
        </Stack>
        {busy && (
          <LinearProgress
            variant={percent === undefined ? 'indeterminate' : 'determinate'}
            value={percent}
            aria-label={t('crop.uploading')}
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => change(INITIAL_CROP)} disabled={!loaded || busy} sx={{ mr: 'auto' }}>
          {t('crop.reset')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('crop.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!loaded || busy}>
          {t('crop.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
