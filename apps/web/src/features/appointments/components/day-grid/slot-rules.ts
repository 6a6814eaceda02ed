import { isWithinBusinessHours } from '@portal/domain';
import { SLOT_MS } from './grid-layout';

/** open: may be booked; past: already begun; closed: outside business hours. */
export type SlotStatus = 'open' | 'past' | 'closed';

/**
 * What a free slot starting at `start` allows. Like the domain's available slots, a slot is
 * bookable only when it has not begun (it starts strictly after now) and lies inside business
 * hours. Whether it has begun is the caller's: the grid works it out once per row.
 */
export function slotStatus(start: Date, begun: boolean): SlotStatus {
  if (!isWithinBusinessHours(start, new Date(start.getTime() + SLOT_MS))) return 'closed';
  return begun ? 'past' : 'open';
}

/**
 * Whether a booking lasting `durationMs` may be dropped to start at `start`: in the future and
 * ending by closing time. Overlaps are the server's to refuse; it knows bookings the grid may not.
 */
export function canMoveTo(start: Date, durationMs: number, now: Date): boolean {
  return (
    start.getTime() > now.getTime() &&
    isWithinBusinessHours(start, new Date(start.getTime() + durationMs))
  );
}
