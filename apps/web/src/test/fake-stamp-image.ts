import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * For the stamp's crop dialog (shared/stamps): images "load" at once, 600 × 300, and a canvas
 * draws nothing and gives a tiny JPEG (jsdom has neither). Undo with vi.restoreAllMocks() (the
 * set-up unstubs the globals after each test).
 */
export function fakeImagesAndCanvas(): void {
  class LoadedImage {
    naturalWidth = 600;
    naturalHeight = 300;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_value: string) {
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('Image', LoadedImage);
  const context = new Proxy({}, { get: () => () => undefined });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob(['jpeg'], { type: 'image/jpeg' })),
  );
  URL.createObjectURL = vi.fn(() => 'blob:stamp');
  URL.revokeObjectURL = vi.fn();
}

/** Chooses `file` in the (only) file input inside `container`, as the picker would. */
export function chooseFile(container: HTMLElement, file: File): Promise<void> {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  return userEvent.upload(input, file);
}
