import { businessHoursOn, SLOT_MINUTES, warsawParts } from '@portal/domain';
import type { GridBooking, GridColumn } from './types';

export const SLOT_MS = SLOT_MINUTES * 60_000;

/** Rows [firstRow, firstRow + rowCount) of the grid. */
export interface RowSpan {
  firstRow: number;
  rowCount: number;
}

/** A booking as the grid draws it: its rows, and its lane when bookings of a device overlap. */
export interface PlacedBooking extends RowSpan {
  booking: GridBooking;
  /** 0-based lane, and how many lanes its group of overlapping bookings needs. */
  lane: number;
  lanes: number;
}

export interface DayLayout {
  /** Per device id, the bookings drawn in its column, in start order. */
  blocks: ReadonlyMap<string, readonly PlacedBooking[]>;
  /** Per device id, per row, the booking taking that slot (the earliest, if several overlap). */
  occupants: ReadonlyMap<string, readonly (PlacedBooking | undefined)[]>;
  byId: ReadonlyMap<string, PlacedBooking>;
}

/**
 * The rows an interval covers on a grid whose first row starts at `firstSlot`, clipped to the
 * `rows` visible rows; null when none of it is visible. A partly covered row counts. Real-time
 * arithmetic is right here: DST changes happen at night, outside the visible hours, so the
 * visible rows are exactly SLOT_MINUTES of real time apart (calendarDaySlots).
 */
export function rowSpanOf(start: Date, end: Date, firstSlot: Date, rows: number): RowSpan | null {
  const origin = firstSlot.getTime();
  const firstRow = Math.max(0, Math.floor((start.getTime() - origin) / SLOT_MS));
  const endRow = Math.min(rows, Math.ceil((end.getTime() - origin) / SLOT_MS));
  return endRow > firstRow ? { firstRow, rowCount: endRow - firstRow } : null;
}

/**
 * Where each booking of the shown devices is drawn. The database forbids overlapping bookings on
 * one device (ADR 0032), but the page may briefly hold a stale one next to a fresh one: they are
 * then drawn side by side rather than one hiding the other.
 */
export function layoutDay(
  bookings: readonly GridBooking[],
  columns: readonly GridColumn[],
  slots: readonly Date[],
): DayLayout {
  const blocks = new Map<string, PlacedBooking[]>();
  const occupants = new Map<string, (PlacedBooking | undefined)[]>();
  const byId = new Map<string, PlacedBooking>();
  const firstSlot = slots[0];
  for (const column of columns) {
    blocks.set(column.deviceId, []);
    occupants.set(column.deviceId, Array.from<PlacedBooking | undefined>({ length: slots.length }));
  }
  if (!firstSlot) return { blocks, occupants, byId };

  const spans = new Map<string, { booking: GridBooking; span: RowSpan }[]>();
  for (const booking of bookings) {
    if (!blocks.has(booking.deviceId)) continue;
    const span = rowSpanOf(booking.start, booking.end, firstSlot, slots.length);
    if (!span) continue;
    const ofDevice = spans.get(booking.deviceId);
    if (ofDevice) ofDevice.push({ booking, span });
    else spans.set(booking.deviceId, [{ booking, span }]);
  }
  for (const [deviceId, ofDevice] of spans) {
    const placed = assignLanes(ofDevice);
    blocks.set(deviceId, placed);
    const rows = occupants.get(deviceId) ?? [];
    for (const block of placed) {
      byId.set(block.booking.id, block);
      for (let row = block.firstRow; row < block.firstRow + block.rowCount; row++) {
        rows[row] ??= block;
      }
    }
  }
  return { blocks, occupants, byId };
}

/** Greedy interval partitioning: each booking takes the lowest lane free at its first row. */
function assignLanes(entries: readonly { booking: GridBooking; span: RowSpan }[]): PlacedBooking[] {
  const sorted = [...entries].sort(
    (a, b) =>
      a.span.firstRow - b.span.firstRow ||
      b.span.rowCount - a.span.rowCount ||
      a.booking.start.getTime() - b.booking.start.getTime(),
  );
  const placed: PlacedBooking[] = [];
  let group: PlacedBooking[] = [];
  let laneEnds: number[] = [];
  const closeGroup = () => {
    for (const member of group) member.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const { booking, span } of sorted) {
    // A booking starting after every lane has ended begins a new group with its own lane count.
    if (laneEnds.every((end) => end <= span.firstRow)) closeGroup();
    const free = laneEnds.findIndex((end) => end <= span.firstRow);
    const lane = free === -1 ? laneEnds.length : free;
    laneEnds[lane] = span.firstRow + span.rowCount;
    const block: PlacedBooking = { booking, ...span, lane, lanes: 1 };
    group.push(block);
    placed.push(block);
  }
  closeGroup();
  return placed;
}

/**
 * How many rows from the top of the grid `now` is, for the current-time line: null unless the
 * day shown is today in Warsaw and now is within the visible hours.
 */
export function nowOffsetRows(now: Date, date: string, slots: readonly Date[]): number | null {
  const firstSlot = slots[0];
  if (!firstSlot || warsawParts(now).date !== date) return null;
  const offset = (now.getTime() - firstSlot.getTime()) / SLOT_MS;
  return offset >= 0 && offset < slots.length ? offset : null;
}

/**
 * The row the keyboard starts on: the current slot on today's grid, the opening time on another
 * business day, the first row on a Sunday.
 */
export function initialRow(now: Date, date: string, slots: readonly Date[]): number {
  const offset = nowOffsetRows(now, date, slots);
  if (offset !== null) return Math.floor(offset);
  const opening = businessHoursOn(date)?.from.getTime();
  const row = slots.findIndex((slot) => slot.getTime() === opening);
  return Math.max(0, row);
}
