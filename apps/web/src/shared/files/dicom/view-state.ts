import type { VoiWindow } from './dicom-image';
import type { WindowPreset } from './window-presets';

/** What the reader has done to the stack: which slice, which window, how near and where. */
export interface ViewState {
  /** 0-based slice index. */
  index: number;
  count: number;
  /** Null until the first slice is decoded and suggests one. */
  window: VoiWindow | null;
  /** The preset the window came from, or null once dragged by hand. */
  preset: WindowPreset | null;
  /** Modality values per pixel dragged: a slice's full range over about 500 pixels. */
  windowStep: number;
  /** 1 fits the slice to the viewport. */
  zoom: number;
  /** Offset of the slice's centre from the viewport's centre, in CSS pixels. */
  pan: { x: number; y: number };
}

export type ViewAction =
  | { type: 'slice'; index: number }
  | { type: 'step'; by: number }
  | { type: 'window'; window: VoiWindow; preset: WindowPreset | null; windowStep?: number }
  | { type: 'adjustWindow'; dx: number; dy: number }
  | { type: 'zoom'; by: number }
  | { type: 'pan'; dx: number; dy: number }
  | { type: 'reset'; window: VoiWindow | null; preset: WindowPreset | null };

export const ZOOM_LIMITS = { min: 0.25, max: 16 } as const;
/** One press of +/− or one ctrl+wheel notch. */
export const ZOOM_STEP = 1.25;
/** PageUp/PageDown move this many slices. */
export const PAGE_SLICES = 10;

export function initialViewState(count: number): ViewState {
  return {
    index: Math.floor((count - 1) / 2),
    count,
    window: null,
    preset: null,
    windowStep: 1,
    zoom: 1,
    pan: { x: 0, y: 0 },
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function viewReducer(state: ViewState, action: ViewAction): ViewState {
  switch (action.type) {
    case 'slice':
      return { ...state, index: clamp(Math.round(action.index), 0, state.count - 1) };
    case 'step':
      return viewReducer(state, { type: 'slice', index: state.index + action.by });
    case 'window':
      return {
        ...state,
        window: action.window,
        preset: action.preset,
        windowStep: action.windowStep ?? state.windowStep,
      };
    case 'adjustWindow': {
      if (!state.window) return state;
      const width = Math.max(1, state.window.width + action.dx * state.windowStep);
      const center = state.window.center + action.dy * state.windowStep;
      return { ...state, window: { center, width }, preset: null };
    }
    case 'zoom':
      return { ...state, zoom: clamp(state.zoom * action.by, ZOOM_LIMITS.min, ZOOM_LIMITS.max) };
    case 'pan':
      return { ...state, pan: { x: state.pan.x + action.dx, y: state.pan.y + action.dy } };
    case 'reset':
      return {
        ...state,
        window: action.window,
        preset: action.preset,
        zoom: 1,
        pan: { x: 0, y: 0 },
      };
  }
}
