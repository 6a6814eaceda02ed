import type { VoiWindow } from './dicom-image';
import type { StoredRange } from './render-frame';

/**
 * Window presets offered in the viewer. `file` is the window the file suggests, `full` spans every
 * value of the slice; the others are the usual CT windows in Hounsfield units, offered only for
 * CT (a CBCT's values are rarely calibrated, so `full` is often the better start there).
 */
export const WINDOW_PRESETS = ['file', 'full', 'softTissue', 'bone', 'lung', 'brain'] as const;
export type WindowPreset = (typeof WINDOW_PRESETS)[number];

const CT_WINDOWS: Readonly<Record<'softTissue' | 'bone' | 'lung' | 'brain', VoiWindow>> = {
  softTissue: { center: 40, width: 400 },
  bone: { center: 300, width: 1500 },
  lung: { center: -600, width: 1500 },
  brain: { center: 40, width: 80 },
};

/** The full range of a slice's values after rescale (slope may be negative). */
export function fullWindow(range: StoredRange, slope: number, intercept: number): VoiWindow {
  const a = range.min * slope + intercept;
  const b = range.max * slope + intercept;
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  return { center: (low + high + 1) / 2, width: Math.max(1, high - low + 1) };
}

/** The presets that make sense for a slice: `file` only when it names a window, CT's only for CT. */
export function presetsFor(hasFileWindow: boolean, modality: string): WindowPreset[] {
  return WINDOW_PRESETS.filter((preset) => {
    if (preset === 'file') return hasFileWindow;
    if (preset === 'full') return true;
    return modality === 'CT';
  });
}

export function presetWindow(
  preset: WindowPreset,
  fileWindow: VoiWindow | null,
  full: VoiWindow,
): VoiWindow {
  switch (preset) {
    case 'file':
      return fileWindow ?? full;
    case 'full':
      return full;
    default:
      return CT_WINDOWS[preset];
  }
}
