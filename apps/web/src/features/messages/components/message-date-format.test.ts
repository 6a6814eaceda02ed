import { describe, expect, it } from 'vitest';
import { formatMessageDate } from './message-date-format';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatMessageDate', () => {
  it('says how long ago a message of the last 3 days came, in the interface language', () => {
    expect(formatMessageDate(ago(20_000), 'pl', NOW)).toBe('teraz');
    expect(formatMessageDate(ago(5 * MINUTE), 'pl', NOW)).toBe('5 minut temu');
    expect(formatMessageDate(ago(2 * HOUR + 10 * MINUTE), 'pl', NOW)).toBe('2 godziny temu');
    expect(formatMessageDate(ago(2 * HOUR), 'en', NOW)).toBe('2 hours ago');
    expect(formatMessageDate(ago(2 * HOUR), 'ua', NOW)).toBe('2 години тому');
    expect(formatMessageDate(ago(DAY + HOUR), 'pl', NOW)).toBe('1 dzień temu');
    expect(formatMessageDate(ago(3 * DAY - MINUTE), 'pl', NOW)).toBe('2 dni temu');
  });

  it('gives an older message a medium date, Warsaw time', () => {
    expect(formatMessageDate(ago(3 * DAY), 'pl', NOW)).toBe('12 mar 2026, 13:00');
    expect(formatMessageDate('2026-03-10T09:00:00.000Z', 'en', NOW)).toBe('10 Mar 2026, 10:00');
    expect(formatMessageDate('2026-03-10T09:00:00.000Z', 'ua', NOW)).toMatch(/^10 бер\. 2026/);
  });

  it('reads a date a little in the future as now', () => {
    expect(formatMessageDate(new Date(NOW.getTime() + 5_000).toISOString(), 'pl', NOW)).toBe(
      'teraz',
    );
  });
});
