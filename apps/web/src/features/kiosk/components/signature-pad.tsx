import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { drawStrokes, isSigned, type InkStyle, type Stroke } from '../consent/signature-strokes';

/** The pad's height in CSS pixels: room for a signature written with a finger. */
const PAD_HEIGHT_PX = 220;
/** The PNG sent to the server is at most this wide: sharp on the PDF, small on the wire. */
const EXPORT_MAX_WIDTH_PX = 1200;
const INK: InkStyle = { color: '#0d1b2a', width: 2.5 };

interface Labels {
  /** What the pad is, for screen readers and as its caption. */
  label: string;
  hint: string;
  clear: string;
  signed: string;
}

interface Props {
  labels: Labels;
  /** A PNG data URL once there is a signature, null while there is none. */
  onChange: (signature: string | null) => void;
  /** Shown under the pad, e.g. when the form was sent without a signature. */
  error?: string | null;
}

/** The strokes as a PNG on white, so the signature shows the same on any PDF background. */
function exportPng(strokes: readonly Stroke[], cssWidth: number, cssHeight: number): string {
  const width = Math.min(EXPORT_MAX_WIDTH_PX, Math.round(cssWidth * 2));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round((cssHeight / cssWidth) * width);
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  drawStrokes(context, strokes, width, INK, width / cssWidth);
  return canvas.toDataURL('image/png');
}

/**
 * A signature pad for finger, stylus and mouse (pointer events). Touches on the pad draw and do
 * not scroll the page; everywhere else the page scrolls as usual.
 */
export function SignaturePad({ labels, onChange, error }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef<number | null>(null);
  const [signed, setSigned] = useState(false);
  const [inked, setInked] = useState(false);
  const hintId = useId();
  const statusId = useId();

  const redraw = useCallback(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = element.getBoundingClientRect();
    const pixels = { width: Math.round(width * ratio), height: Math.round(height * ratio) };
    // Resizing reallocates the canvas: only when the pad's size really changed.
    if (element.width !== pixels.width) element.width = pixels.width;
    if (element.height !== pixels.height) element.height = pixels.height;
    context.clearRect(0, 0, element.width, element.height);
    drawStrokes(context, strokes.current, element.width, INK, ratio);
  }, []);

  // The tablet turns or the window resizes: the pad follows and the signature keeps its shape.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    redraw();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => redraw());
    observer.observe(element);
    return () => observer.disconnect();
  }, [redraw]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const width = box.width || 1;
    return { x: (event.clientX - box.left) / width, y: (event.clientY - box.top) / width };
  };

  const publish = () => {
    const element = canvas.current;
    const now = isSigned(strokes.current);
    setSigned(now);
    if (!now || !element) {
      onChange(null);
      return;
    }
    const { width, height } = element.getBoundingClientRect();
    onChange(exportPng(strokes.current, width || 1, height || PAD_HEIGHT_PX));
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== null) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = event.pointerId;
    strokes.current = [...strokes.current, [pointAt(event)]];
    setInked(true);
    redraw();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== event.pointerId) return;
    const stroke = strokes.current[strokes.current.length - 1];
    if (!stroke) return;
    // Fast strokes deliver several positions per event; all of them keep curves round.
    // Optional: older Safari has no getCoalescedEvents.
    const coalesced = event.nativeEvent.getCoalescedEvents?.() ?? [];
    const box = event.currentTarget.getBoundingClientRect();
    const width = box.width || 1;
    if (coalesced.length > 0) {
      for (const each of coalesced) {
        stroke.push({ x: (each.clientX - box.left) / width, y: (each.clientY - box.top) / width });
      }
    } else {
      stroke.push(pointAt(event));
    }
    redraw();
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== event.pointerId) return;
    drawing.current = null;
    publish();
  };

  const clear = () => {
    strokes.current = [];
    drawing.current = null;
    setInked(false);
    redraw();
    publish();
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="p" id={hintId}>
          {labels.label}
        </Typography>
        <Button size="large" onClick={clear} disabled={!inked}>
          {labels.clear}
        </Button>
      </Stack>
      <Box
        sx={{
          position: 'relative',
          border: 2,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          bgcolor: 'common.white',
          overflow: 'hidden',
        }}
      >
        <Box
          component="canvas"
          ref={canvas}
          role="img"
          aria-label={labels.label}
          aria-describedby={`${hintId} ${statusId}`}
          data-signed={signed ? 'true' : 'false'}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          sx={{
            display: 'block',
            width: '100%',
            height: PAD_HEIGHT_PX,
            // Drawing, not scrolling or zooming, while the finger is on the pad.
            touchAction: 'none',
            cursor: 'crosshair',
          }}
        />
        {/* The line a signature sits on, like on paper. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: 24,
            right: 24,
            bottom: 48,
            borderBottom: 1,
            borderColor: 'grey.400',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Typography
        id={statusId}
        role="status"
        variant="body2"
        sx={{ color: error ? 'error.main' : 'text.secondary' }}
      >
        {error ?? (signed ? labels.signed : labels.hint)}
      </Typography>
    </Stack>
  );
}
