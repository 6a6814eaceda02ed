import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { csvStream, type CsvColumn } from './csv-stream.js';

interface Row {
  id: number;
  name: string;
}

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Nr', value: (row) => row.id },
  { header: 'Nazwa; opis', value: (row) => row.name },
];

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Rows made on demand, counting how many were made and whether the source was closed. */
function source(total: number) {
  const state = { produced: 0, closed: false };
  async function* rows(): AsyncGenerator<Row> {
    try {
      for (let id = 1; id <= total; id++) {
        await Promise.resolve(); // as a database cursor would
        state.produced = id;
        yield { id, name: `wiersz ${id} żółć` };
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, rows: rows() };
}

describe('csvStream', () => {
  it('writes a BOM, the heading line and one CRLF line per row', async () => {
    const bytes = await collect(
      csvStream(COLUMNS, [
        { id: 1, name: '=2+2' },
        { id: 2, name: 'ąę' },
      ]),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('Nr;"Nazwa; opis"\r\n' + "1;'=2+2\r\n2;ąę\r\n");
  });

  it('writes only the heading for no rows', async () => {
    const text = (await collect(csvStream(COLUMNS, []))).toString('utf8');
    expect(text).toBe('\uFEFFNr;"Nazwa; opis"\r\n');
  });

  it('reads rows only as fast as the reader takes bytes (backpressure)', async () => {
    const { state, rows } = source(1_000_000);
    const stream = csvStream(COLUMNS, rows);
    let received = 0;
    const stalled = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        // The reader takes the first chunk, then stops reading for a while.
        if (received > 100_000) return;
        done();
      },
    });
    stream.pipe(stalled);
    await sleep(200);
    // A chunk is ~64 KiB (~2,500 rows here); a few are in flight, a million are not.
    expect(state.produced).toBeGreaterThan(0);
    expect(state.produced).toBeLessThan(15_000);
    stream.destroy();
    await sleep(10);
    expect(state.closed).toBe(true);
  });

  it('streams a large number of rows completely', async () => {
    const { state, rows } = source(200_000);
    let lines = 0;
    await pipeline(
      csvStream(COLUMNS, rows),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const byte of chunk) if (byte === 0x0a) lines += 1;
          done();
        },
      }),
    );
    expect(lines).toBe(200_001);
    expect(state.closed).toBe(true);
  });

  it('ends with the error when the row source fails', async () => {
    async function* failing(): AsyncGenerator<Row> {
      yield await Promise.resolve({ id: 1, name: 'a' });
      throw new Error('cursor lost');
    }
    await expect(collect(csvStream(COLUMNS, failing()))).rejects.toThrow('cursor lost');
  });
});
