import { PAGE_SLICES, ZOOM_STEP, type ViewAction } from './view-state';

/** Modality values one Shift+arrow press moves the window by, in drag steps. */
const WINDOW_KEY_STEP = 10;

/**
 * The viewport's keys: arrows, PageUp/PageDown, Home/End move through the slices; Shift+arrows
 * change the window (left/right its width, up/down its level); + and − zoom; 0 resets. `reset`
 * is the caller's, as it needs the slice's own window. Null for a key that is not the viewer's,
 * which then keeps its usual meaning (Tab, Escape closing the dialog).
 */
export function keyAction(
  key: string,
  { shift, ctrl }: { shift: boolean; ctrl: boolean },
  count: number,
): ViewAction | 'reset' | null {
  if (ctrl) return null;
  if (shift) {
    switch (key) {
      case 'ArrowLeft':
        return { type: 'adjustWindow', dx: -WINDOW_KEY_STEP, dy: 0 };
      case 'ArrowRight':
        return { type: 'adjustWindow', dx: WINDOW_KEY_STEP, dy: 0 };
      case 'ArrowUp':
        return { type: 'adjustWindow', dx: 0, dy: -WINDOW_KEY_STEP };
      case 'ArrowDown':
        return { type: 'adjustWindow', dx: 0, dy: WINDOW_KEY_STEP };
    }
  }
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return { type: 'step', by: 1 };
    case 'ArrowUp':
    case 'ArrowLeft':
      return { type: 'step', by: -1 };
    case 'PageDown':
      return { type: 'step', by: PAGE_SLICES };
    case 'PageUp':
      return { type: 'step', by: -PAGE_SLICES };
    case 'Home':
      return { type: 'slice', index: 0 };
    case 'End':
      return { type: 'slice', index: count - 1 };
    case '+':
    case '=':
      return { type: 'zoom', by: ZOOM_STEP };
    case '-':
      return { type: 'zoom', by: 1 / ZOOM_STEP };
    case '0':
      return 'reset';
    default:
      return null;
  }
}
