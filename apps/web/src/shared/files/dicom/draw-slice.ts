import type { ViewState } from './view-state';

/**
 * Paints the slice image (an offscreen canvas of the slice's own size) onto the viewport canvas:
 * fitted, then zoomed about the centre and panned. The viewport's backing store follows the
 * device's pixel ratio, so a zoomed slice stays sharp on high-density screens.
 */
export function drawSlice(
  viewport: HTMLCanvasElement,
  slice: HTMLCanvasElement,
  { zoom, pan }: Pick<ViewState, 'zoom' | 'pan'>,
): void {
  const context = viewport.getContext('2d');
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(viewport.clientWidth * ratio));
  const height = Math.max(1, Math.round(viewport.clientHeight * ratio));
  if (viewport.width !== width) viewport.width = width;
  if (viewport.height !== height) viewport.height = height;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = '#000';
  context.fillRect(0, 0, width, height);
  const scale = Math.min(width / slice.width, height / slice.height) * zoom;
  context.setTransform(
    scale,
    0,
    0,
    scale,
    width / 2 + pan.x * ratio - (slice.width * scale) / 2,
    height / 2 + pan.y * ratio - (slice.height * scale) / 2,
  );
  context.imageSmoothingEnabled = scale < 4;
  context.drawImage(slice, 0, 0);
}
