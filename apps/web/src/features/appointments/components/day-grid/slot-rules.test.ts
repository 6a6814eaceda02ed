import { describe, expect, it } from 'vitest';
import { at, MONDAY, MONDAY_10_07 } from './day-grid-fixtures';
import { canMoveTo, slotStatus } from './slot-rules';

const MINUTES = 60_000;

describe('slotStatus', () => {
  it.each([
    ['07:45', false, 'closed'],
    ['08:00', true, 'past'],
    ['10:15', false, 'open'],
    ['19:45', false, 'open'],
    ['20:00', false, 'closed'],
  ] as const)('the slot of %s on a Monday (begun: %s) is %s', (time, begun, expected) => {
    expect(slotStatus(at(MONDAY, time), begun)).toBe(expected);
  });

  it('closes Saturday afternoons and Sundays', () => {
    expect(slotStatus(at('2026-06-20', '14:45'), false)).toBe('open');
    expect(slotStatus(at('2026-06-20', '15:00'), false)).toBe('closed');
    expect(slotStatus(at('2026-06-21', '10:00'), false)).toBe('closed');
  });
});

describe('canMoveTo', () => {
  it('accepts a future start whose whole length fits in business hours', () => {
    expect(canMoveTo(at(MONDAY, '19:30'), 30 * MINUTES, MONDAY_10_07)).toBe(true);
    expect(canMoveTo(at(MONDAY, '19:45'), 30 * MINUTES, MONDAY_10_07)).toBe(false);
    expect(canMoveTo(at(MONDAY, '10:00'), 15 * MINUTES, MONDAY_10_07)).toBe(false);
    expect(canMoveTo(at(MONDAY, '07:45'), 15 * MINUTES, MONDAY_10_07)).toBe(false);
  });
});
