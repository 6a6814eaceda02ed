import { Readable } from 'node:stream';
import { formatLine, POLISH_EXCEL, UTF8_BOM, type CsvFormat, type CsvValue } from './csv-format.js';

export interface CsvColumn<Row> {
  /** Heading in the first line, already in the reader's language. */
  header: string;
  value: (row: Row) => CsvValue;
}

/**
 * Lines are gathered into chunks of about this many characters: one write per line would cost a
 * syscall per row, one write for everything would hold the whole file.
 */
const CHUNK_CHARS = 64 * 1024;

/**
 * A CSV file as a byte stream: BOM, heading line, then one line per row. Rows are pulled from
 * `rows` only as fast as the reader takes the bytes (Readable.from honours backpressure), so
 * memory stays the same for ten rows or ten million. Destroying the stream (the client went
 * away) stops the iteration and lets the row source release what it holds.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
  format: CsvFormat = POLISH_EXCEL,
): Readable {
  return Readable.from(csvChunks(columns, rows, format), { objectMode: false });
}

async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
  format: CsvFormat,
): AsyncGenerator<string> {
  let chunk =
    UTF8_BOM +
    formatLine(
      columns.map((column) => column.header),
      format,
    );
  for await (const row of rows) {
    chunk += formatLine(
      columns.map((column) => column.value(row)),
      format,
    );
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
