import { describe, expect, it } from 'vitest';
import { businessHoursOn, isWithinBusinessHours } from './business-hours.js';

function iso(hours: { from: Date; to: Date } | null): { from: string; to: string } | null {
  return hours && { from: hours.from.toISOString(), to: hours.to.toISOString() };
}

describe('businessHoursOn', () => {
  it.each([
    ['Monday', '2026-06-15', '2026-06-15T06:00:00.000Z', '2026-06-15T18:00:00.000Z'],
    ['Friday', '2026-06-19', '2026-06-19T06:00:00.000Z', '2026-06-19T18:00:00.000Z'],
    ['Saturday', '2026-06-13', '2026-06-13T07:00:00.000Z', '2026-06-13T13:00:00.000Z'],
    ['winter Monday', '2026-01-12', '2026-01-12T07:00:00.000Z', '2026-01-12T19:00:00.000Z'],
    [
      'Monday after spring DST',
      '2026-03-30',
      '2026-03-30T06:00:00.000Z',
      '2026-03-30T18:00:00.000Z',
    ],
    [
      'Saturday before spring DST',
      '2026-03-28',
      '2026-03-28T08:00:00.000Z',
      '2026-03-28T14:00:00.000Z',
    ],
    [
      'Monday after autumn DST',
      '2026-10-26',
      '2026-10-26T07:00:00.000Z',
      '2026-10-26T19:00:00.000Z',
    ],
  ])(
    'opens 08:00–20:00 on weekdays and 09:00–15:00 on Saturdays (%s %s)',
    (_day, date, from, to) => {
      expect(iso(businessHoursOn(date))).toEqual({ from, to });
    },
  );

  it('is closed on Sundays, DST-change Sundays included', () => {
    expect(businessHoursOn('2026-06-14')).toBeNull();
    expect(businessHoursOn('2026-03-29')).toBeNull();
    expect(businessHoursOn('2026-10-25')).toBeNull();
  });
});

describe('isWithinBusinessHours', () => {
  it.each([
    ['the whole weekday', '2026-06-15T08:00+02:00', '2026-06-15T20:00+02:00', true],
    ['the first quarter-hour', '2026-06-15T08:00+02:00', '2026-06-15T08:15+02:00', true],
    ['the last quarter-hour', '2026-06-15T19:45+02:00', '2026-06-15T20:00+02:00', true],
    ['a start before opening', '2026-06-15T07:45+02:00', '2026-06-15T08:15+02:00', false],
    ['an end after closing', '2026-06-15T19:45+02:00', '2026-06-15T20:15+02:00', false],
    ['the last Saturday quarter-hour', '2026-06-13T14:45+02:00', '2026-06-13T15:00+02:00', true],
    ['Saturday afternoon', '2026-06-13T15:00+02:00', '2026-06-13T15:15+02:00', false],
    ['Sunday', '2026-06-14T10:00+02:00', '2026-06-14T10:15+02:00', false],
    ['two days', '2026-06-15T10:00+02:00', '2026-06-16T10:00+02:00', false],
    ['an empty interval', '2026-06-15T10:00+02:00', '2026-06-15T10:00+02:00', false],
    ['a reversed interval', '2026-06-15T10:15+02:00', '2026-06-15T10:00+02:00', false],
    ['08:00 CEST after spring DST', '2026-03-30T08:00+02:00', '2026-03-30T08:30+02:00', true],
    ['07:00 CEST after spring DST', '2026-03-30T07:00+02:00', '2026-03-30T07:30+02:00', false],
    ['08:00 CET after autumn DST', '2026-10-26T08:00+01:00', '2026-10-26T08:30+01:00', true],
    ['07:00 CET after autumn DST', '2026-10-26T07:00+01:00', '2026-10-26T07:30+01:00', false],
  ])('%s → %s', (_case, start, end, expected) => {
    expect(isWithinBusinessHours(new Date(start), new Date(end))).toBe(expected);
  });
});
