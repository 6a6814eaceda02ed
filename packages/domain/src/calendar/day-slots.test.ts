import { describe, expect, it } from 'vitest';
import { SLOT_MINUTES } from '../constants.js';
import { calendarDaySlots, slotLabel } from './day-slots.js';
import { warsawParts } from './warsaw-time.js';

const SLOT_MS = SLOT_MINUTES * 60_000;

describe('calendarDaySlots', () => {
  it('shows 56 slots from 07:00 to 20:45 Warsaw time on an ordinary day', () => {
    const slots = calendarDaySlots('2026-06-15');
    expect(slots).toHaveLength(56);
    expect(slots[0]?.toISOString()).toBe('2026-06-15T05:00:00.000Z');
    expect(slots.at(-1)?.toISOString()).toBe('2026-06-15T18:45:00.000Z');
  });

  it.each([
    ['2026-03-29', '2026-03-29T05:00:00.000Z', '2026-03-29T18:45:00.000Z'],
    ['2026-10-25', '2026-10-25T06:00:00.000Z', '2026-10-25T19:45:00.000Z'],
  ])(
    'shows the same 56 slots, 15 real minutes apart, on DST-change day %s',
    (date, first, last) => {
      const slots = calendarDaySlots(date);
      expect(slots).toHaveLength(56);
      expect(slots[0]?.toISOString()).toBe(first);
      expect(slots.at(-1)?.toISOString()).toBe(last);
      slots.slice(1).forEach((slot, index) => {
        expect(slot.getTime() - (slots[index]?.getTime() ?? NaN)).toBe(SLOT_MS);
      });
      expect(slots.map((slot) => warsawParts(slot).date)).toEqual(slots.map(() => date));
    },
  );
});

describe('slotLabel', () => {
  it.each([
    [7, 0, '07:00'],
    [9, 5, '09:05'],
    [19, 0, '19:00'],
    [19, 15, '19:10'],
    [19, 30, '19:20'],
    [19, 45, '19:30'],
    [20, 0, '20:00'],
    [20, 45, '20:45'],
  ])('labels %i:%i as %s', (hour, minute, label) => {
    expect(slotLabel(hour, minute)).toBe(label);
  });
});
