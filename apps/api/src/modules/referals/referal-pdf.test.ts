import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../platform/pdf/pdf-bytes.js';
import { parsePdf, type ParsedPdf } from '../../test/pdf-text.js';
import { referalFileName, renderReferalPdf, type ReferalDocument } from './referal-pdf.js';

/** Issue 17 §1 "Print": what the referral's PDF says, in Polish letters, and its file name. */

let stamp: Buffer;

beforeAll(async () => {
  // A real RGBA PNG (the kind pdfkit decodes itself), 132 × 132 pixels.
  stamp = await QRCode.toBuffer('pieczątka', { type: 'png', margin: 1, width: 132 });
});

function sample(changes: Partial<ReferalDocument> = {}): ReferalDocument {
  return {
    branding: {
      name: 'Centrum Diagnostyki Obrazowej Łódź',
      addressLines: ['ul. Piotrkowska 12', '90-001 Łódź'],
      color: '#1565c0',
    },
    id: 4217,
    // 23:30 in Warsaw on 31 March is already 1 April there.
    issuedAt: new Date('2026-03-31T22:30:00Z'),
    patient: {
      firstName: 'Łucja',
      middleName: 'Małgorzata',
      lastName: 'Źdźbło-Gęślak',
      ssn: '80051712345',
      ssnIsPesel: true,
      birthDate: '1980-05-17',
      address: {
        street: 'ul. Żółkiewskiego 5/7',
        postalCode: '00-950',
        city: 'Kraków',
        country: 'Polska',
      },
    },
    studyTypes: [
      {
        name: 'Tomografia stożkowa (CBCT) żuchwy',
        subTypes: ['36', '37'],
        remarks: 'Ocena kanału żuchwy',
      },
      { name: 'Pantomogram', subTypes: [], remarks: null },
    ],
    mediaTypes: ['Online', 'Disc', 'Film', 'Pendrive'],
    requestDescription: true,
    description: 'Planowanie leczenia implantologicznego; podejrzenie zmiany okołowierzchołkowej.',
    remarks: 'Pacjentka źle znosi długie stanie — prośba o krzesło.',
    issuer: { name: 'Anna Świętosławska', licenseNumber: '7654321', stamp },
    ...changes,
  };
}

async function render(document: ReferalDocument): Promise<{ parsed: ParsedPdf; text: string }> {
  const parsed = parsePdf(await pdfBytes(renderReferalPdf(document)));
  const text = parsed.pages
    .map((page) => page.text)
    .join('\n')
    .replace(/\s+/g, ' ');
  return { parsed, text };
}

describe('renderReferalPdf', () => {
  it('prints the clinic, patient, study types, media, purpose and issuer in Polish letters', async () => {
    const { parsed, text } = await render(sample());

    expect(parsed.pageCount).toBe(1);
    expect(parsed.fonts.some((font) => font.endsWith('+DejaVuSans'))).toBe(true);
    expect(parsed.info.Title).toBe('Skierowanie');
    expect(parsed.info.Author).toBe('Anna Świętosławska');
    for (const expected of [
      'Centrum Diagnostyki Obrazowej Łódź',
      'ul. Piotrkowska 12',
      'Skierowanie',
      'Data wystawienia 01.04.2026',
      'Numer skierowania 4217',
      'Imię i nazwisko Łucja Małgorzata Źdźbło-Gęślak',
      'PESEL 80051712345',
      'Data urodzenia 17.05.1980',
      // Poland is where addresses are; only another country is printed.
      'Adres ul. Żółkiewskiego 5/7, 00-950 Kraków',
      '1 Tomografia stożkowa (CBCT) żuchwy 36, 37 Ocena kanału żuchwy',
      '2 Pantomogram',
      'Nośniki Portal lekarza, Płyta CD, Klisza, Pendrive',
      'Prośba o opis Tak',
      'Cel badania Planowanie leczenia implantologicznego; podejrzenie zmiany okołowierzchołkowej.',
      'Uwagi Pacjentka źle znosi długie stanie — prośba o krzesło.',
      'Lekarz kierujący Imię i nazwisko Anna Świętosławska',
      'PWZ 7654321',
      'Pieczątka i podpis lekarza',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Polska');
  });

  it('embeds the stamp image, scaled into its box', async () => {
    const { parsed } = await render(sample());
    // pdfkit keeps an RGBA PNG's alpha as a second image (the soft mask) of the same size.
    expect(parsed.images).toContainEqual({ width: 132, height: 132 });
  });

  it('prints without a stamp image, leaving room for one pressed by hand', async () => {
    const { parsed, text } = await render(
      sample({ issuer: { name: 'Anna Świętosławska', licenseNumber: '7654321', stamp: null } }),
    );
    expect(parsed.images).toEqual([]);
    expect(text).toContain('PWZ 7654321');
    expect(text).toContain('Pieczątka i podpis lekarza');
  });

  it('names a document number as such, leaves out what is missing, and a facility has no PWZ', async () => {
    const { text } = await render(
      sample({
        patient: {
          firstName: 'John',
          middleName: null,
          lastName: 'Smith',
          ssn: 'AB1234567',
          ssnIsPesel: false,
          birthDate: null,
          address: {
            street: '1 High Street',
            postalCode: 'SW1A 1AA',
            city: 'London',
            country: 'United Kingdom',
          },
        },
        mediaTypes: ['Online'],
        requestDescription: false,
        description: null,
        remarks: null,
        issuer: { name: 'Przychodnia Uśmiech', licenseNumber: null, stamp: null },
      }),
    );
    expect(text).toContain('Numer dokumentu AB1234567');
    expect(text).toContain('Data urodzenia —');
    expect(text).toContain('Adres 1 High Street, SW1A 1AA London, United Kingdom');
    expect(text).toContain('Nośniki Portal lekarza');
    expect(text).toContain('Prośba o opis Nie');
    expect(text).not.toContain('Cel badania');
    expect(text).not.toContain('Uwagi Pacjent');
    expect(text).not.toContain('PWZ');
  });

  it('runs onto a second page when the text is long, the table heading repeated there', async () => {
    const { parsed, text } = await render(
      sample({
        studyTypes: Array.from({ length: 20 }, (_, i) => ({
          name: `Badanie ${i + 1} — zdjęcie zęba`,
          subTypes: ['11', '12', '13'],
          remarks: 'Uwagi do badania, które zajmują nieco więcej miejsca w wierszu tabeli.',
        })),
        description: 'Cel badania opisany bardzo dokładnie. '.repeat(40),
      }),
    );
    expect(parsed.pageCount).toBe(2);
    expect(parsed.declaredPageCount).toBe(2);
    const second = parsed.pages[1]!.text.replace(/\s+/g, ' ');
    expect(second).toContain('Lp. Rodzaj badania Zakres Uwagi');
    expect(second).toContain('PWZ 7654321');
    expect(text).toContain('20 Badanie 20 — zdjęcie zęba');
  });
});

describe('referalFileName', () => {
  it('is skierowanie-first-last.pdf in lower case, Polish letters kept', () => {
    expect(referalFileName({ firstName: 'Łucja', lastName: 'Źdźbło-Gęślak' })).toBe(
      'skierowanie-łucja-źdźbło-gęślak.pdf',
    );
    expect(referalFileName({ firstName: ' Anna  Maria ', lastName: 'Nowak Kowalska' })).toBe(
      'skierowanie-anna-maria-nowak-kowalska.pdf',
    );
    expect(referalFileName({ firstName: null, lastName: 'Nowak' })).toBe('skierowanie-nowak.pdf');
  });
});
