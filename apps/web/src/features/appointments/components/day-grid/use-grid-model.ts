import { calendarDaySlots, slotLabel, warsawParts } from '@portal/domain';
import { useMemo } from 'react';
import { layoutDay, type DayLayout, type PlacedBooking } from './grid-layout';
import type { CellPosition } from './grid-navigation';
import { slotStatus, type SlotStatus } from './slot-rules';
import type { GridBooking, GridColumn } from './types';

export interface RowTime {
  /** What the time column shows (the spec relabels the last slots, see slotLabel). */
  label: string;
  /** Warsaw wall-clock minute, for the hour lines. */
  minute: number;
}

/** Everything the grid derives from its props, recomputed only when what it depends on changes. */
export interface GridModel {
  columns: readonly GridColumn[];
  /** Start instants of the rows, 07:00–20:45 Warsaw time. */
  slots: readonly Date[];
  rowTimes: readonly RowTime[];
  /** Per row: the same for every device, since business hours are the clinic's. */
  statuses: readonly SlotStatus[];
  layout: DayLayout;
}

/** One slot of one device, as the handlers of clicks, keys and drops need it. */
export interface GridSlot {
  deviceId: string;
  deviceName: string;
  start: Date;
  timeLabel: string;
  status: SlotStatus;
  occupant: PlacedBooking | undefined;
}

interface Input {
  date: string;
  now: Date;
  columns: readonly GridColumn[];
  bookings: readonly GridBooking[];
}

export function useGridModel({ date, now, columns, bookings }: Input): GridModel {
  const slots = useMemo(() => calendarDaySlots(date), [date]);
  const rowTimes = useMemo(
    () =>
      slots.map((slot) => {
        const { hour, minute } = warsawParts(slot);
        return { label: slotLabel(hour, minute), minute };
      }),
    [slots],
  );
  // Statuses change only when a slot begins, not on every tick of the page's clock: the cells are
  // described (and re-rendered) again four times an hour, not every time `now` changes.
  const nowMs = now.getTime();
  const firstFutureRow = slots.findIndex((slot) => slot.getTime() > nowMs);
  const begunRows = firstFutureRow === -1 ? slots.length : firstFutureRow;
  const statuses = useMemo(
    () => slots.map((slot, row) => slotStatus(slot, row < begunRows)),
    [slots, begunRows],
  );
  const layout = useMemo(() => layoutDay(bookings, columns, slots), [bookings, columns, slots]);
  return useMemo(
    () => ({ columns, slots, rowTimes, statuses, layout }),
    [columns, slots, rowTimes, statuses, layout],
  );
}

export function slotAt(model: GridModel, { deviceIndex, row }: CellPosition): GridSlot | null {
  const column = model.columns[deviceIndex];
  const start = model.slots[row];
  const time = model.rowTimes[row];
  const status = model.statuses[row];
  if (!column || !start || !time || !status) return null;
  return {
    deviceId: column.deviceId,
    deviceName: column.deviceName,
    start,
    timeLabel: time.label,
    status,
    occupant: model.layout.occupants.get(column.deviceId)?.[row],
  };
}
