import { describe, expect, it } from 'vitest';
import { addDays, warsawInstant, warsawParts, weekdayOf } from './warsaw-time.js';

describe('warsawParts', () => {
  it.each([
    ['2026-01-15T11:30:00Z', { date: '2026-01-15', hour: 12, minute: 30, weekday: 4 }],
    ['2026-07-15T11:30:00Z', { date: '2026-07-15', hour: 13, minute: 30, weekday: 3 }],
    ['2026-06-14T22:00:00Z', { date: '2026-06-15', hour: 0, minute: 0, weekday: 1 }],
    ['2026-12-31T23:59:59Z', { date: '2027-01-01', hour: 0, minute: 59, weekday: 5 }],
    ['2026-03-29T00:59:00Z', { date: '2026-03-29', hour: 1, minute: 59, weekday: 0 }],
    ['2026-03-29T01:00:00Z', { date: '2026-03-29', hour: 3, minute: 0, weekday: 0 }],
    ['2026-10-25T00:30:00Z', { date: '2026-10-25', hour: 2, minute: 30, weekday: 0 }],
    ['2026-10-25T01:30:00Z', { date: '2026-10-25', hour: 2, minute: 30, weekday: 0 }],
  ])('reads %s as Warsaw wall-clock time', (iso, parts) => {
    expect(warsawParts(new Date(iso))).toEqual(parts);
  });
});

describe('warsawInstant', () => {
  it.each([
    ['2026-01-15', 12, 30, '2026-01-15T11:30:00.000Z'],
    ['2026-07-15', 13, 30, '2026-07-15T11:30:00.000Z'],
    ['2026-06-15', 0, 0, '2026-06-14T22:00:00.000Z'],
    ['2026-03-29', 1, 59, '2026-03-29T00:59:00.000Z'],
    ['2026-03-29', 3, 0, '2026-03-29T01:00:00.000Z'],
    ['2026-10-25', 3, 0, '2026-10-25T02:00:00.000Z'],
    ['2026-10-25', 1, 59, '2026-10-24T23:59:00.000Z'],
  ])('finds the instant of %s %i:%i', (date, hour, minute, iso) => {
    expect(warsawInstant(date, hour, minute).toISOString()).toBe(iso);
  });

  it('moves a time inside the spring-forward gap one hour later (02:30 → 03:30 CEST)', () => {
    const instant = warsawInstant('2026-03-29', 2, 30);
    expect(instant.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(warsawParts(instant)).toMatchObject({ date: '2026-03-29', hour: 3, minute: 30 });
  });

  it('picks the first (CEST) occurrence of a time the autumn change repeats', () => {
    expect(warsawInstant('2026-10-25', 2, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(warsawInstant('2026-10-25', 2, 0).toISOString()).toBe('2026-10-25T00:00:00.000Z');
  });

  it('round-trips with warsawParts every quarter-hour of a DST-change day', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const hour = Math.floor(minutes / 60);
        if (date === '2026-03-29' && hour === 2) continue;
        const parts = warsawParts(warsawInstant(date, hour, minutes % 60));
        expect(parts).toMatchObject({ date, hour, minute: minutes % 60 });
      }
    }
  });

  it.each([
    ['2026-13-01', 8, 0],
    ['2026-02-29', 8, 0],
    ['26-01-01', 8, 0],
    ['2026-01-01', 24, 0],
    ['2026-01-01', 8, 60],
    ['2026-01-01', 8.5, 0],
  ])('refuses %s %s:%s', (date, hour, minute) => {
    expect(() => warsawInstant(date, hour, minute)).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', -1, '2026-10-24'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-06-15', 0, '2026-06-15'],
    ['2026-01-01', 365, '2027-01-01'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses a date that does not exist and a fraction of a day', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 0.5)).toThrow(RangeError);
  });
});

describe('weekdayOf', () => {
  it.each([
    ['2026-06-14', 0],
    ['2026-06-15', 1],
    ['2026-06-13', 6],
  ])('%s falls on weekday %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});
