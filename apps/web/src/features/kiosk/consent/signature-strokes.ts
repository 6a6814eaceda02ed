/**
 * A signature as strokes of points, both coordinates divided by the pad's width: it can be
 * redrawn at any size (the tablet turns, the pad resizes) without changing its shape.
 */
export interface Point {
  x: number;
  y: number;
}
export type Stroke = Point[];

/**
 * Ink shorter than this share of the pad's width is a tap or a slip, not a signature; the form
 * asks for one before it can be sent.
 */
export const MIN_SIGNATURE_LENGTH = 0.05;

export function inkLength(strokes: readonly Stroke[]): number {
  let total = 0;
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.length; i += 1) {
      const a = stroke[i - 1]!;
      const b = stroke[i]!;
      total += Math.hypot(b.x - a.x, b.y - a.y);
    }
  }
  return total;
}

export function isSigned(strokes: readonly Stroke[]): boolean {
  return inkLength(strokes) >= MIN_SIGNATURE_LENGTH;
}

export interface InkStyle {
  color: string;
  /** Line width in CSS pixels. */
  width: number;
}

/** Draws the strokes on a context whose canvas is `width` device pixels wide. */
export function drawStrokes(
  context: CanvasRenderingContext2D,
  strokes: readonly Stroke[],
  width: number,
  ink: InkStyle,
  pixelRatio: number,
): void {
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = ink.color;
  context.fillStyle = ink.color;
  context.lineWidth = ink.width * pixelRatio;
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    context.beginPath();
    if (rest.length === 0) {
      context.arc(first.x * width, first.y * width, context.lineWidth / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.moveTo(first.x * width, first.y * width);
    for (const point of rest) context.lineTo(point.x * width, point.y * width);
    context.stroke();
  }
}
