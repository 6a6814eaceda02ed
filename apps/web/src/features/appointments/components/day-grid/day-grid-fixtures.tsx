import { warsawInstant } from '@portal/domain';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { DayGrid } from './day-grid';
import type { DayGridProps, GridBooking, GridColumn } from './types';

/** A Monday: open 08:00–20:00. */
export const MONDAY = '2026-06-15';
/** 10:07 that Monday: the 10:00 slot has begun, 10:15 is the first bookable one. */
export const MONDAY_10_07 = warsawInstant(MONDAY, 10, 7);
/** The week before, so that every slot of MONDAY is in the future. */
export const LAST_WEEK = warsawInstant('2026-06-08', 12, 0);

/** The instant of a Warsaw wall-clock time, 'HH:mm'. */
export function at(date: string, time: string): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return warsawInstant(date, hour, minute);
}

export const CBCT: GridColumn = {
  deviceId: 'cbct-1',
  deviceName: 'CBCT 1',
  branchName: 'Centrum',
  branchColor: '#1e88e5',
};
export const PANTOMOGRAPH: GridColumn = {
  deviceId: 'pan-1',
  deviceName: 'Pantomograf',
  branchName: 'Centrum',
  branchColor: '#1e88e5',
};

/** Jan Kowalski's pantomogram, 11:00–11:30 on MONDAY, on the CBCT: a future appointment. */
export function buildBooking(overrides: Partial<GridBooking> = {}): GridBooking {
  return {
    id: 'a1',
    kind: 'appointment',
    deviceId: CBCT.deviceId,
    start: at(MONDAY, '11:00'),
    end: at(MONDAY, '11:30'),
    title: 'Jan Kowalski',
    detail: 'Pantomogram',
    comments: null,
    movable: true,
    ...overrides,
  };
}

/** Renders the grid of MONDAY at 10:07 with both devices; the handlers are spies. */
export function renderDayGrid(props: Partial<DayGridProps> = {}) {
  const handlers = { onSlotOpen: vi.fn(), onBookingOpen: vi.fn(), onMove: vi.fn() };
  const view = renderWithProviders(
    <DayGrid
      date={MONDAY}
      now={MONDAY_10_07}
      columns={[CBCT, PANTOMOGRAPH]}
      bookings={[]}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

/** The slot cell of a device at a time, by the start of its accessible name. */
export function slotCell(deviceName: string, time: string): HTMLElement {
  const cell = screen
    .getAllByRole('gridcell')
    .find((candidate) =>
      candidate.getAttribute('aria-label')?.startsWith(`${deviceName}, ${time}, `),
    );
  if (!cell) throw new Error(`no slot cell of ${deviceName} at ${time}`);
  return cell;
}

/** The block drawn for a booking. */
export function bookingBlock(id: string): HTMLElement {
  const block = document.querySelector<HTMLElement>(`[data-booking-id="${id}"]`);
  if (!block) throw new Error(`no block of booking ${id}`);
  return block;
}

/** jsdom has no DataTransfer: the part of it the grid uses. */
export function fakeDataTransfer() {
  const data = new Map<string, string>();
  return {
    dropEffect: 'none',
    effectAllowed: 'all',
    get types() {
      return [...data.keys()];
    },
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
  };
}
