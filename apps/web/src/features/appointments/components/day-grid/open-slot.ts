import type { DayGridProps, GridBooking } from './types';
import type { GridSlot } from './use-grid-model';

type Handlers = Pick<DayGridProps, 'onSlotOpen' | 'onBookingOpen'>;

/**
 * What choosing a slot does, by click or by key: a taken slot opens its booking; a free one opens
 * a new appointment only when it is bookable (in the future and in business hours).
 */
export function openSlot(slot: GridSlot | null, { onSlotOpen, onBookingOpen }: Handlers): void {
  if (!slot) return;
  if (slot.occupant) openBooking(slot.occupant.booking, onBookingOpen);
  else if (slot.status === 'open') onSlotOpen(slot.deviceId, slot.start);
}

/** Appointments and breaks open; a hold is someone's form still being filled in, so it does not. */
export function openBooking(booking: GridBooking, onBookingOpen: Handlers['onBookingOpen']): void {
  if (booking.kind !== 'hold') onBookingOpen(booking.id);
}
