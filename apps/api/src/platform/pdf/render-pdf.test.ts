import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parsePdf } from '../../test/pdf-text.js';
import type { Branding } from './branding.js';
import { PDF_LANGUAGE, renderPdf } from './render-pdf.js';

const BRANDING: Branding = {
  name: 'Centrum Diagnostyki Łódź',
  addressLines: ['ul. Świętokrzyska 12', '90-001 Łódź'],
  color: '#1565c0',
};

const POLISH = 'Zażółć gęślą jaźń — ZAŻÓŁĆ GĘŚLĄ JAŹŃ (ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ)';
const UKRAINIAN = 'Ґрунтовне обстеження: єдність, Їжак, історія (ґєії ҐЄІЇ)';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const ROWS = Array.from({ length: 130 }, (_, i) => [
  i + 1,
  `Pacjent ${i + 1} Łukasz Żółkiewski`,
  i % 2 ? 'Київ' : 'Gdańsk',
  `${(i * 12.5).toFixed(2)} zł`,
]);

function sampleDocument(): Readable {
  return renderPdf(
    {
      title: 'Zestawienie badań — żółć',
      author: 'Anna Świątek',
      subject: 'Test',
      branding: BRANDING,
      language: PDF_LANGUAGE.pl,
      createdAt: new Date('2026-11-22T10:00:00Z'),
    },
    async (pdf) => {
      pdf.title(POLISH);
      pdf.paragraph(`${UKRAINIAN} `.repeat(8));
      pdf.keyValues([
        ['Pacjent', 'Jan Kowalski'],
        ['Data badania', '22.11.2026'],
        ['Uwagi', null],
      ]);
      pdf.heading('Badania');
      pdf.table({
        columns: [
          { header: 'Lp.', weight: 0.5, align: 'right' },
          { header: 'Pacjent', weight: 3 },
          { header: 'Miasto' },
          { header: 'Kwota', align: 'right' },
        ],
        rows: ROWS,
      });
      await pdf.qrCode('https://portal.example.com/wyniki/abc123', { caption: 'Wyniki online' });
    },
  );
}

describe('renderPdf', () => {
  it('renders Polish and Ukrainian text, a table over several pages and a QR code', async () => {
    const parsed = parsePdf(await collect(sampleDocument()));

    expect(parsed.pageCount).toBeGreaterThanOrEqual(3);
    expect(parsed.declaredPageCount).toBe(parsed.pageCount);
    // Lines wrap where the page ends them; compare the words, not the line breaks.
    const all = parsed.pages
      .map((page) => page.text)
      .join('\n')
      .replace(/\s+/g, ' ');
    expect(all).toContain(POLISH);
    expect(all).toContain(UKRAINIAN);
    expect(all).toContain('Pacjent Jan Kowalski');
    expect(all).toContain('Uwagi —');
    for (const [number, name] of ROWS.map((row) => [row[0], row[1]])) {
      expect(all).toContain(`${number} ${name}`);
    }

    // The clinic's header opens the first page.
    expect(parsed.pages[0]!.lines.slice(0, 3)).toEqual([
      'Centrum Diagnostyki Łódź',
      'ul. Świętokrzyska 12',
      '90-001 Łódź',
    ]);
    // Every page: title and "page / pages" in the footer, the last line of the page.
    parsed.pages.forEach((page, i) => {
      expect(page.lines.at(-1)).toBe(`Zestawienie badań — żółć ${i + 1} / ${parsed.pageCount}`);
    });
    // The heading row opens every page the table continues on.
    const tablePages = parsed.pages.filter((page) => /^\d+ Pacjent \d+/m.test(page.text));
    expect(tablePages.length).toBeGreaterThanOrEqual(2);
    for (const page of tablePages.slice(1)) expect(page.lines[0]).toBe('Lp. Pacjent Miasto Kwota');

    expect(parsed.pages.at(-1)!.text).toContain('Wyniki online');
    expect(parsed.images.some((image) => image.width === image.height && image.width > 0)).toBe(
      true,
    );
  });

  it('embeds DejaVu Sans (regular and bold) and no standard font', async () => {
    const parsed = parsePdf(await collect(sampleDocument()));
    expect(parsed.fonts.map((name) => name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
    ]);
  });

  it('records title, author, subject and creation date', async () => {
    const { info } = parsePdf(await collect(sampleDocument()));
    expect(info).toMatchObject({
      Title: 'Zestawienie badań — żółć',
      Author: 'Anna Świątek',
      Subject: 'Test',
      Creator: 'Centrum Diagnostyki Łódź',
    });
    expect(info.CreationDate).toMatch(/^D:20261122100000Z/);
  });

  it('sends finished pages while the document is still being composed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stream = renderPdf(
      { title: 'Strumień', author: 'Test', branding: BRANDING },
      async (pdf) => {
        pdf.table({ columns: [{ header: 'Nr' }], rows: ROWS.map((row) => [row[0]]) });
        pdf.table({ columns: [{ header: 'Nr' }], rows: ROWS.map((row) => [row[0]]) });
        await gate;
        pdf.paragraph('Koniec');
      },
    );
    const chunks: Buffer[] = [];
    const firstPage = new Promise<void>((resolve) => {
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (Buffer.concat(chunks).toString('latin1').includes('/Type /Page\n')) resolve();
      });
    });
    // The gate opens only after a whole page has left: a buffered document would never get here.
    await firstPage;
    release();
    await new Promise((resolve) => stream.on('end', resolve));
    const parsed = parsePdf(Buffer.concat(chunks));
    expect(parsed.pages.at(-1)!.text).toContain('Koniec');
  });

  it('ends the stream with the error when composing fails', async () => {
    const stream = renderPdf({ title: 'Błąd', author: 'Test', branding: BRANDING }, () => {
      throw new Error('no such study');
    });
    await expect(collect(stream)).rejects.toThrow('no such study');
  });
});
