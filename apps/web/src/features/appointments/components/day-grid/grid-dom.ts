import type { CellPosition } from './grid-navigation';

/**
 * The grid handles clicks, keys and drags once, on its root (one listener instead of one per
 * slot), and finds the slot or booking an event concerns through these data attributes.
 */
const CELL_SELECTOR = '[data-device-index][data-row]';
const BOOKING_SELECTOR = '[data-booking-id]';

export function cellDataAttributes({ deviceIndex, row }: CellPosition) {
  return { 'data-device-index': deviceIndex, 'data-row': row };
}

/** The slot cell an event happened in (on the cell itself or on a booking drawn in it). */
export function cellOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(CELL_SELECTOR) : null;
}

export function positionOf(cell: HTMLElement | null): CellPosition | null {
  if (!cell) return null;
  const deviceIndex = Number(cell.dataset.deviceIndex);
  const row = Number(cell.dataset.row);
  return Number.isInteger(deviceIndex) && Number.isInteger(row) ? { deviceIndex, row } : null;
}

/** The booking block an event happened on, if any. */
export function bookingElementOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(BOOKING_SELECTOR) : null;
}

export function findCell(root: HTMLElement | null, { deviceIndex, row }: CellPosition) {
  return root?.querySelector<HTMLElement>(
    `[data-device-index="${deviceIndex}"][data-row="${row}"]`,
  );
}
