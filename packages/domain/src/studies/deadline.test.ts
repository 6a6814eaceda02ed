import { describe, expect, it } from 'vitest';
import { describeDeadline, isDeadlineRedInList } from './deadline.js';

const NOW = new Date('2026-06-15T10:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function dueIn(ms: number): Date {
  return new Date(NOW.getTime() + ms);
}

describe('describeDeadline: remaining time', () => {
  it('splits the remaining time into whole days, hours and minutes', () => {
    const display = describeDeadline(dueIn(2 * DAY + 3 * HOUR + 4 * MINUTE + 59_999), NOW, false);
    expect(display).toMatchObject({ overdue: false, days: 2, hours: 3, minutes: 4 });
  });

  it('shows zeros but is not overdue with under a minute left', () => {
    expect(describeDeadline(dueIn(59_999), NOW, false)).toEqual({
      overdue: false,
      days: 0,
      hours: 0,
      minutes: 0,
      severity: 'error',
    });
  });

  it.each([
    ['at the deadline', 0],
    ['a millisecond past it', -1],
    ['days past it', -5 * DAY - 3 * HOUR],
  ])('is overdue %s, with zeros', (_case, ms) => {
    expect(describeDeadline(dueIn(ms), NOW, false)).toEqual({
      overdue: true,
      days: 0,
      hours: 0,
      minutes: 0,
      severity: 'error',
    });
  });

  it('counts a day as 24 h across a DST change', () => {
    // Warsaw moves its clocks back on 2026-10-25.
    const now = new Date('2026-10-24T12:00:00+02:00');
    const due = new Date('2026-10-25T12:00:00+01:00');
    expect(describeDeadline(due, now, false)).toMatchObject({ days: 1, hours: 1, minutes: 0 });
  });
});

describe('describeDeadline: severity without a description', () => {
  it.each([
    ['1 minute', MINUTE, 'error'],
    ['just under 6 h', 6 * HOUR - 1, 'error'],
    ['exactly 6 h', 6 * HOUR, 'warning'],
    ['just under 1 day', DAY - 1, 'warning'],
    ['exactly 1 day', DAY, 'warning'],
    ['just under 2 days', 2 * DAY - 1, 'warning'],
    ['exactly 2 days', 2 * DAY, 'info'],
    ['a week', 7 * DAY, 'info'],
  ] as const)('%s left → %s', (_case, ms, severity) => {
    expect(describeDeadline(dueIn(ms), NOW, false).severity).toBe(severity);
  });
});

describe('describeDeadline: severity with a description', () => {
  it.each([
    ['overdue', -HOUR],
    ['under 6 h', HOUR],
    ['under 2 days', DAY],
    ['a week', 7 * DAY],
  ])('is info when %s', (_case, ms) => {
    expect(describeDeadline(dueIn(ms), NOW, true).severity).toBe('info');
  });
});

describe('isDeadlineRedInList', () => {
  it.each([
    ['overdue', -DAY, true],
    ['at the deadline', 0, true],
    ['just under 3 days', 3 * DAY - 1, true],
    ['exactly 3 days', 3 * DAY, false],
    ['a week', 7 * DAY, false],
  ])('without a description, %s → %s', (_case, ms, expected) => {
    expect(isDeadlineRedInList(dueIn(ms), NOW, false)).toBe(expected);
  });

  it.each([
    ['overdue', -DAY],
    ['just under 3 days', 3 * DAY - 1],
  ])('is never red with a description (%s)', (_case, ms) => {
    expect(isDeadlineRedInList(dueIn(ms), NOW, true)).toBe(false);
  });
});
