import Box from '@mui/material/Box';
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { VoiWindow } from './dicom-image';
import { drawSlice } from './draw-slice';
import { renderFrame } from './render-frame';
import type { ShownFrame } from './use-decoded-frame';
import { ZOOM_STEP, type ViewAction, type ViewState } from './view-state';

interface Props {
  shown: ShownFrame | null;
  voi: VoiWindow | null;
  view: Pick<ViewState, 'zoom' | 'pan'>;
  /** What the canvas shows, for screen readers. */
  label: string;
  describedBy: string;
  dispatch: (action: ViewAction) => void;
  onKeyDown: (event: KeyboardEvent<HTMLCanvasElement>) => void;
}

type Drag = { mode: 'window' | 'pan'; x: number; y: number };

/**
 * The slice on a canvas, and the mouse: drag for window/level, right-drag or Shift+drag to pan,
 * wheel for slices, Ctrl+wheel to zoom. The slice is rendered through the window into an
 * offscreen canvas of its own size when the slice or the window changes; zoom and pan only
 * repaint that image.
 */
export function DicomCanvas({ shown, voi, view, label, describedBy, dispatch, onKeyDown }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const slice = useRef<HTMLCanvasElement | null>(null);
  const drag = useRef<Drag | null>(null);
  const { zoom, pan } = view;

  useEffect(() => {
    if (!shown || !voi) return;
    const { format } = shown.frame;
    slice.current ??= document.createElement('canvas');
    const image = slice.current;
    image.width = format.columns;
    image.height = format.rows;
    const context = image.getContext('2d');
    if (!context) return;
    const pixels = context.createImageData(format.columns, format.rows);
    renderFrame(
      shown.decoded.values,
      shown.decoded.range,
      { ...shown.frame, window: voi },
      pixels.data,
    );
    context.putImageData(pixels, 0, 0);
  }, [shown, voi]);

  useEffect(() => {
    const viewport = canvas.current;
    const paint = () => {
      if (viewport && slice.current && shown) drawSlice(viewport, slice.current, { zoom, pan });
    };
    const frame = requestAnimationFrame(paint);
    if (!viewport || typeof ResizeObserver === 'undefined')
      return () => cancelAnimationFrame(frame);
    const observer = new ResizeObserver(paint);
    observer.observe(viewport);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [shown, voi, zoom, pan]);

  // React's wheel listener is passive; this one must keep the dialog from scrolling.
  useEffect(() => {
    const viewport = canvas.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (event.deltaY === 0) return;
      const direction = Math.sign(event.deltaY);
      if (event.ctrlKey || event.metaKey)
        dispatch({ type: 'zoom', by: direction < 0 ? ZOOM_STEP : 1 / ZOOM_STEP });
      else dispatch({ type: 'step', by: direction });
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [dispatch]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const panning = event.button === 2 || event.button === 1 || event.shiftKey;
    if (event.button !== 0 && !panning) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { mode: panning ? 'pan' : 'window', x: event.clientX, y: event.clientY };
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    drag.current = { ...current, x: event.clientX, y: event.clientY };
    if (current.mode === 'pan') dispatch({ type: 'pan', dx, dy });
    else dispatch({ type: 'adjustWindow', dx, dy });
  };

  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Box
      component="canvas"
      ref={canvas}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onContextMenu={(event) => event.preventDefault()}
      sx={{
        display: 'block',
        width: '100%',
        flex: 1,
        minHeight: 0,
        bgcolor: 'common.black',
        cursor: 'crosshair',
        touchAction: 'none',
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    />
  );
}
