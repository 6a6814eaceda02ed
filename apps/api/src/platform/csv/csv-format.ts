/**
 * Formatting of CSV cells and lines (RFC 4180) for spreadsheets. Pure: the streaming lives in
 * csv-stream.ts.
 */

export type CsvSeparator = ';' | ',' | '\t';
export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

export interface CsvFormat {
  separator: CsvSeparator;
  /** IANA time zone dates are written in. */
  timeZone: string;
}

/**
 * What Excel with Polish regional settings opens with a double click: `;` between cells, a
 * decimal comma, local time.
 */
export const POLISH_EXCEL: CsvFormat = { separator: ';', timeZone: 'Europe/Warsaw' };

/** Excel detects UTF-8 only by this mark; without it Polish letters turn into mojibake. */
export const UTF8_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/**
 * A text cell starting with one of these is run as a formula by Excel and LibreOffice
 * (`=HYPERLINK(…)`, `@SUM(…)`, `+cmd|…`): CSV formula injection. A leading apostrophe makes the
 * spreadsheet show the text as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const QUOTE_WHEN: Record<CsvSeparator, RegExp> = {
  ';': /[";\r\n]/,
  ',': /[",\r\n]/,
  '\t': /["\t\r\n]/,
};

const QUARTER_HOUR_MS = 15 * 60_000;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Local wall-clock text of instants in one time zone. Intl costs ~5 µs a call and an export has a
 * date in every row, so the zone's offset is asked once per quarter hour of UTC — offsets change
 * only on quarter-hour instants (DST and zone changes happen at whole local hours or halves) —
 * and the text is built from the shifted instant.
 */
class ZoneClock {
  private quarter = Number.NaN;
  private offsetMs = 0;
  private readonly parts: Intl.DateTimeFormat;

  constructor(timeZone: string) {
    // Swedish writes the fields the ISO way; only their numbers are read.
    this.parts = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  }

  /** `yyyy-MM-dd HH:mm:ss`: a form every spreadsheet reads as a date and time. */
  format(date: Date): string {
    const ms = date.getTime();
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    if (quarter !== this.quarter) {
      this.offsetMs = this.offsetAt(quarter * QUARTER_HOUR_MS);
      this.quarter = quarter;
    }
    const local = new Date(ms + this.offsetMs);
    return (
      `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ` +
      `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
    );
  }

  private offsetAt(ms: number): number {
    const parts = this.parts.formatToParts(ms);
    const field = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((part) => part.type === type)?.value);
    const wallClock = Date.UTC(
      field('year'),
      field('month') - 1,
      field('day'),
      field('hour'),
      field('minute'),
      field('second'),
    );
    return wallClock - ms;
  }
}

const clocks = new Map<string, ZoneClock>();

function formatDate(date: Date, timeZone: string): string {
  if (Number.isNaN(date.getTime())) return '';
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new ZoneClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock.format(date);
}

function formatNumber(value: number, format: CsvFormat): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  // With `;` between cells the spreadsheet expects the Polish decimal comma.
  return format.separator === ';' ? text.replace('.', ',') : text;
}

/** The text of one value before quoting. Numbers are data, never formulas: `-5` stays `-5`. */
function cellText(value: CsvValue, format: CsvFormat): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDate(value, format.timeZone);
  if (typeof value === 'number') return formatNumber(value, format);
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell, quoted when it holds a separator, a quote or a line break (RFC 4180). */
export function formatCell(value: CsvValue, format: CsvFormat = POLISH_EXCEL): string {
  const text = cellText(value, format);
  return QUOTE_WHEN[format.separator].test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, CRLF-terminated as RFC 4180 and Excel expect. */
export function formatLine(values: readonly CsvValue[], format: CsvFormat = POLISH_EXCEL): string {
  return values.map((value) => formatCell(value, format)).join(format.separator) + CSV_LINE_END;
}
