import { calendarDaySlots } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  at,
  buildBooking,
  CBCT,
  LAST_WEEK,
  MONDAY,
  MONDAY_10_07,
  PANTOMOGRAPH,
} from './day-grid-fixtures';
import { initialRow, layoutDay, nowOffsetRows, rowSpanOf } from './grid-layout';

const SLOTS = calendarDaySlots(MONDAY);
const FIRST = SLOTS[0] ?? new Date(Number.NaN);

function span(from: string, to: string) {
  return rowSpanOf(at(MONDAY, from), at(MONDAY, to), FIRST, SLOTS.length);
}

describe('rowSpanOf', () => {
  it('covers the rows from start to end', () => {
    expect(span('07:00', '07:15')).toEqual({ firstRow: 0, rowCount: 1 });
    expect(span('09:00', '10:00')).toEqual({ firstRow: 8, rowCount: 4 });
    expect(span('20:45', '21:00')).toEqual({ firstRow: 55, rowCount: 1 });
  });

  it('counts a partly covered row', () => {
    expect(span('09:05', '09:20')).toEqual({ firstRow: 8, rowCount: 2 });
  });

  it('clips to the visible hours', () => {
    expect(span('06:00', '07:30')).toEqual({ firstRow: 0, rowCount: 2 });
    expect(span('20:30', '22:00')).toEqual({ firstRow: 54, rowCount: 2 });
    expect(span('05:00', '23:00')).toEqual({ firstRow: 0, rowCount: 56 });
  });

  it('has nothing to show outside the visible hours or for an empty interval', () => {
    expect(span('06:00', '07:00')).toBeNull();
    expect(span('21:00', '21:30')).toBeNull();
    expect(span('10:00', '10:00')).toBeNull();
    expect(
      rowSpanOf(at('2026-06-16', '09:00'), at('2026-06-16', '10:00'), FIRST, SLOTS.length),
    ).toBeNull();
  });

  it.each(['2026-03-29', '2026-10-25'])('puts 09:00 on the 09:00 row on %s', (date) => {
    const slots = calendarDaySlots(date);
    const first = slots[0] ?? new Date(Number.NaN);
    expect(rowSpanOf(at(date, '09:00'), at(date, '09:45'), first, slots.length)).toEqual({
      firstRow: 8,
      rowCount: 3,
    });
  });
});

describe('layoutDay', () => {
  it('places bookings in their device’s column and knows which takes each slot', () => {
    const layout = layoutDay(
      [
        buildBooking({ id: 'a', start: at(MONDAY, '09:00'), end: at(MONDAY, '09:30') }),
        buildBooking({ id: 'b', deviceId: 'pan-1' }),
        buildBooking({ id: 'elsewhere', deviceId: 'not-shown' }),
        buildBooking({ id: 'night', start: at(MONDAY, '22:00'), end: at(MONDAY, '23:00') }),
      ],
      [CBCT, PANTOMOGRAPH],
      SLOTS,
    );
    expect(layout.blocks.get('cbct-1')?.map((block) => block.booking.id)).toEqual(['a']);
    expect(layout.blocks.get('pan-1')?.map((block) => block.booking.id)).toEqual(['b']);
    expect([...layout.byId.keys()].sort()).toEqual(['a', 'b']);
    const cbctRows = layout.occupants.get('cbct-1') ?? [];
    expect(cbctRows).toHaveLength(56);
    expect(cbctRows.map((occupant) => occupant?.booking.id ?? null).slice(7, 11)).toEqual([
      null,
      'a',
      'a',
      null,
    ]);
  });

  it('draws overlapping bookings side by side, each group with its own lane count', () => {
    const layout = layoutDay(
      [
        buildBooking({ id: 'long', start: at(MONDAY, '09:00'), end: at(MONDAY, '10:00') }),
        buildBooking({ id: 'stale', start: at(MONDAY, '09:15'), end: at(MONDAY, '09:30') }),
        buildBooking({ id: 'after', start: at(MONDAY, '09:30'), end: at(MONDAY, '09:45') }),
        buildBooking({ id: 'alone', start: at(MONDAY, '11:00'), end: at(MONDAY, '11:15') }),
      ],
      [CBCT],
      SLOTS,
    );
    const lanes = (layout.blocks.get('cbct-1') ?? []).map(({ booking, lane, lanes }) => [
      booking.id,
      lane,
      lanes,
    ]);
    expect(lanes).toEqual([
      ['long', 0, 2],
      ['stale', 1, 2],
      ['after', 1, 2],
      ['alone', 0, 1],
    ]);
    expect(layout.occupants.get('cbct-1')?.[9]?.booking.id).toBe('long');
  });
});

describe('nowOffsetRows and initialRow', () => {
  it('measures now in rows from 07:00 on today’s grid', () => {
    expect(nowOffsetRows(MONDAY_10_07, MONDAY, SLOTS)).toBeCloseTo(12 + 7 / 15);
    expect(initialRow(MONDAY_10_07, MONDAY, SLOTS)).toBe(12);
  });

  it('has no line on another day or outside the visible hours', () => {
    expect(nowOffsetRows(LAST_WEEK, MONDAY, SLOTS)).toBeNull();
    expect(nowOffsetRows(at(MONDAY, '06:59'), MONDAY, SLOTS)).toBeNull();
    expect(nowOffsetRows(at(MONDAY, '21:00'), MONDAY, SLOTS)).toBeNull();
  });

  it('starts the keyboard at opening time on another day, at 07:00 on a Sunday', () => {
    expect(initialRow(LAST_WEEK, MONDAY, SLOTS)).toBe(4);
    expect(initialRow(LAST_WEEK, '2026-06-13', calendarDaySlots('2026-06-13'))).toBe(8);
    expect(initialRow(LAST_WEEK, '2026-06-14', calendarDaySlots('2026-06-14'))).toBe(0);
    expect(initialRow(at(MONDAY, '21:30'), MONDAY, SLOTS)).toBe(4);
  });
});
