import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** The PNG a faked canvas "draws". */
export const FAKE_PNG = 'data:image/png;base64,iVBORw0KGgo=';

/**
 * jsdom has no canvas: a 2D context that accepts every call, a fixed size and a fixed PNG, so
 * components that draw (the kiosk's signature pad) can be tested. Undo with vi.restoreAllMocks().
 */
export function fakeCanvas(size = { width: 600, height: 220 }): void {
  const context = new Proxy<Record<string, unknown>>(
    {},
    {
      get: (target, key: string) => target[key] ?? (() => undefined),
      set: (target, key: string, value) => {
        target[key] = value;
        return true;
      },
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(FAKE_PNG);
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: size.width,
    height: size.height,
    right: size.width,
    bottom: size.height,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  // jsdom has no PointerEvent either: a mouse event with a pointer id stands in for it.
  if (!('PointerEvent' in window)) vi.stubGlobal('PointerEvent', FakePointerEvent);
}

/** Registers the usual set-up of a test file that draws: a fresh fake canvas for each test. */
export function fakeCanvasInEachTest(size?: { width: number; height: number }): void {
  beforeEach(() => {
    fakeCanvas(size);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

class FakePointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

/** A horizontal stroke from x1 to x2 with finger or mouse. */
export function drawStroke(pad: Element, x1: number, x2: number, y = 100): void {
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: x1, clientY: y });
  for (let x = x1; x <= x2; x += 20) {
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: x, clientY: y });
  }
  fireEvent.pointerUp(pad, { pointerId: 1, clientX: x2, clientY: y });
}
