import { describe, expect, it } from 'vitest';
import { ageOn, consentQuestions } from './consents.js';
import { msUntilOffline, tabletStatus } from './tablets.js';
import { richTextLength } from './rich-text.js';

describe('ageOn', () => {
  it.each([
    ['2008-11-23', '2026-11-22', 17],
    ['2008-11-22', '2026-11-22', 18],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['1971-01-01', '2026-12-31', 55],
  ])('born %s is %i on %s', (birthDate, day, age) => {
    expect(ageOn(birthDate, day)).toBe(age);
  });
});

describe('consentQuestions', () => {
  const day = '2026-11-22';
  it.each([
    ['Female', '2014-11-22', true, true], // exactly 12
    ['Female', '2014-11-23', false, true], // 11, a day short
    ['Female', '1971-11-22', true, false], // exactly 55
    ['Female', '1970-11-22', false, false], // 56
    ['Male', '1990-05-05', false, false],
    ['Male', '2010-01-01', false, true],
  ] as const)('%s born %s: pregnancy %s, minor %s', (gender, birthDate, askPregnancy, minor) => {
    expect(consentQuestions({ gender, birthDate }, day)).toMatchObject({ askPregnancy, minor });
  });
});

describe('tabletStatus', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is not configured without configuredAt', () => {
    expect(tabletStatus({ configuredAt: null, lastUsedAt: now }, now)).toBe('notConfigured');
  });
  it('is online when used within 2 minutes, offline after', () => {
    const configuredAt = '2026-11-01T00:00:00Z';
    expect(tabletStatus({ configuredAt, lastUsedAt: '2026-11-22T11:58:00Z' }, now)).toBe('online');
    expect(tabletStatus({ configuredAt, lastUsedAt: '2026-11-22T11:57:59Z' }, now)).toBe('offline');
    expect(tabletStatus({ configuredAt, lastUsedAt: null }, now)).toBe('offline');
    expect(msUntilOffline({ configuredAt, lastUsedAt: '2026-11-22T11:59:00Z' }, now)).toBe(60_000);
  });
});

describe('richTextLength', () => {
  it('counts the text, not the markup', () => {
    expect(richTextLength('<p><strong>Uwaga</strong> &amp; alergia</p>')).toBe(15);
    expect(richTextLength('a<br>b')).toBe(3);
  });
});
