import { describe, expect, it } from 'vitest';
import { formatCell, formatLine, POLISH_EXCEL, type CsvFormat } from './csv-format.js';

const COMMA: CsvFormat = { separator: ',', timeZone: 'Europe/Warsaw' };
const TAB: CsvFormat = { separator: '\t', timeZone: 'Europe/Warsaw' };

describe('formatCell: RFC 4180 quoting', () => {
  it('leaves plain text alone, Polish and Ukrainian letters included', () => {
    expect(formatCell('Zażółć gęślą jaźń')).toBe('Zażółć gęślą jaźń');
    expect(formatCell('ґєії ҐЄІЇ')).toBe('ґєії ҐЄІЇ');
  });

  it('quotes a cell holding the separator, a quote or a line break, doubling quotes', () => {
    expect(formatCell('a;b')).toBe('"a;b"');
    expect(formatCell('say "hi"')).toBe('"say ""hi"""');
    expect(formatCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(formatCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
  });

  it('quotes for the separator in use, not for the others', () => {
    expect(formatCell('a,b')).toBe('a,b');
    expect(formatCell('a,b', COMMA)).toBe('"a,b"');
    expect(formatCell('a;b', COMMA)).toBe('a;b');
    expect(formatCell('a\tb', TAB)).toBe('"a\tb"');
  });

  it('writes empty cells for null and undefined', () => {
    expect(formatCell(null)).toBe('');
    expect(formatCell(undefined)).toBe('');
    expect(formatCell('')).toBe('');
  });
});

describe('formatCell: formula injection', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+48 600 000 000', "'+48 600 000 000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', '"\'\r=cmd"'],
    [
      '=HYPERLINK("http://evil.example";"click")',
      '"\'=HYPERLINK(""http://evil.example"";""click"")"',
    ],
  ])('defuses %j', (value, expected) => {
    expect(formatCell(value)).toBe(expected);
  });

  it('leaves text that merely contains those characters alone', () => {
    expect(formatCell('a=b')).toBe('a=b');
    expect(formatCell('jan@example.com')).toBe('jan@example.com');
  });

  it('treats numbers as data: a negative number is not a formula', () => {
    expect(formatCell(-5)).toBe('-5');
    expect(formatCell(-2.5)).toBe('-2,5');
  });
});

describe('formatCell: numbers and dates', () => {
  it('uses a decimal comma with ";" and a point otherwise', () => {
    expect(formatCell(1234.5)).toBe('1234,5');
    expect(formatCell(1234.5, COMMA)).toBe('1234.5');
    expect(formatCell(1234.5, TAB)).toBe('1234.5');
    expect(formatCell(42)).toBe('42');
    expect(formatCell(12345678901234567890n)).toBe('12345678901234567890');
  });

  it('leaves non-finite numbers and invalid dates empty', () => {
    expect(formatCell(Number.NaN)).toBe('');
    expect(formatCell(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatCell(new Date('nonsense'))).toBe('');
  });

  it('writes instants in Warsaw time, summer and winter', () => {
    expect(formatCell(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01 12:00:00');
    expect(formatCell(new Date('2026-12-31T23:30:05Z'))).toBe('2027-01-01 00:30:05');
    expect(formatCell(new Date('2026-01-15T08:00:00Z'), { ...POLISH_EXCEL, timeZone: 'UTC' })).toBe(
      '2026-01-15 08:00:00',
    );
  });

  it('follows the changes to and from summer time', () => {
    expect(formatCell(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29 01:59:59');
    expect(formatCell(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29 03:00:00');
    expect(formatCell(new Date('2026-10-25T00:59:59Z'))).toBe('2026-10-25 02:59:59');
    expect(formatCell(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25 02:00:00');
  });

  it('agrees with Intl for any instant, in Warsaw and in a zone with a half-hour offset', () => {
    for (const timeZone of ['Europe/Warsaw', 'Asia/Kolkata', 'Australia/Lord_Howe']) {
      const intl = new Intl.DateTimeFormat('sv-SE', {
        timeZone,
        dateStyle: 'short',
        timeStyle: 'medium',
        hourCycle: 'h23',
      });
      // Deterministic spread over 2000–2040, seconds included.
      for (let i = 0; i < 5000; i++) {
        const date = new Date(946_684_800_000 + ((i * 2_654_435_761) % 1_262_304_000) * 1000);
        expect(formatCell(date, { separator: ';', timeZone }), date.toISOString()).toBe(
          intl.format(date),
        );
      }
    }
  });

  it('writes booleans as true and false', () => {
    expect(formatLine([true, false])).toBe('true;false\r\n');
  });
});

describe('formatLine', () => {
  it('joins with the separator and ends with CRLF', () => {
    expect(formatLine(['a', 1.5, null, 'x;y'])).toBe('a;1,5;;"x;y"\r\n');
    expect(formatLine(['a', 1.5, null, 'x;y'], COMMA)).toBe('a,1.5,,x;y\r\n');
  });
});
