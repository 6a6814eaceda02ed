import { describe, expect, it } from 'vitest';
import { initialViewState, viewReducer, ZOOM_LIMITS } from './view-state';
import { keyAction } from './viewer-keys';

describe('viewReducer', () => {
  const start = initialViewState(300);

  it('opens in the middle of the stack and keeps the slice within it', () => {
    expect(start.index).toBe(149);
    expect(viewReducer(start, { type: 'step', by: 1000 }).index).toBe(299);
    expect(viewReducer(start, { type: 'slice', index: -3 }).index).toBe(0);
  });

  it('drags the window in steps of the slice range, never narrower than 1', () => {
    const set = viewReducer(start, {
      type: 'window',
      window: { center: 40, width: 400 },
      preset: 'file',
      windowStep: 2,
    });
    const dragged = viewReducer(set, { type: 'adjustWindow', dx: 10, dy: -5 });
    expect(dragged.window).toEqual({ center: 30, width: 420 });
    expect(dragged.preset).toBeNull();
    expect(viewReducer(set, { type: 'adjustWindow', dx: -1000, dy: 0 }).window!.width).toBe(1);
  });

  it('ignores a window drag before the first slice is shown', () => {
    expect(viewReducer(start, { type: 'adjustWindow', dx: 5, dy: 5 })).toBe(start);
  });

  it('zooms within limits and resets zoom, pan and window', () => {
    const far = viewReducer(start, { type: 'zoom', by: 1000 });
    expect(far.zoom).toBe(ZOOM_LIMITS.max);
    const moved = viewReducer(far, { type: 'pan', dx: 5, dy: -3 });
    expect(moved.pan).toEqual({ x: 5, y: -3 });
    const reset = viewReducer(moved, {
      type: 'reset',
      window: { center: 1, width: 2 },
      preset: 'full',
    });
    expect(reset).toMatchObject({ zoom: 1, pan: { x: 0, y: 0 }, window: { center: 1, width: 2 } });
  });
});

describe('keyAction', () => {
  const plain = { shift: false, ctrl: false };

  it('moves through the slices with arrows, pages, Home and End', () => {
    expect(keyAction('ArrowDown', plain, 8)).toEqual({ type: 'step', by: 1 });
    expect(keyAction('ArrowLeft', plain, 8)).toEqual({ type: 'step', by: -1 });
    expect(keyAction('PageUp', plain, 8)).toEqual({ type: 'step', by: -10 });
    expect(keyAction('End', plain, 8)).toEqual({ type: 'slice', index: 7 });
  });

  it('changes the window with Shift+arrows, zooms with + and −, resets with 0', () => {
    expect(keyAction('ArrowRight', { shift: true, ctrl: false }, 8)).toEqual({
      type: 'adjustWindow',
      dx: 10,
      dy: 0,
    });
    expect(keyAction('+', plain, 8)).toMatchObject({ type: 'zoom' });
    expect(keyAction('0', plain, 8)).toBe('reset');
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(keyAction('Tab', plain, 8)).toBeNull();
    expect(keyAction('Escape', plain, 8)).toBeNull();
    expect(keyAction('+', { shift: false, ctrl: true }, 8)).toBeNull();
  });
});
