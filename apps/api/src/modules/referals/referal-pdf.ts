import type { Readable } from 'node:stream';
import { isPoland, type MediaType } from '@portal/domain';
import type { AddressData } from '../../db/schema/index.js';
import type { Branding } from '../../platform/pdf/branding.js';
import { displayDate, warsawDateTime } from '../../platform/pdf/pdf-dates.js';
import { PDF_LANGUAGE, renderPdf } from '../../platform/pdf/render-pdf.js';

/** Everything the printed referral shows (spec part 2 §3 Referal, issue 17 §1 "Print"). */
export interface ReferalDocument {
  branding: Branding;
  id: number;
  /** When the referral was issued (its creation). */
  issuedAt: Date;
  patient: {
    firstName: string | null;
    middleName: string | null;
    lastName: string | null;
    /** PESEL when `ssnIsPesel`, else the number of an identity document. */
    ssn: string | null;
    ssnIsPesel: boolean;
    birthDate: string | null;
    address: AddressData | null;
  };
  /** In the order the issuer picked them. */
  studyTypes: readonly { name: string; subTypes: readonly string[]; remarks: string | null }[];
  mediaTypes: readonly MediaType[];
  requestDescription: boolean;
  /** The purpose of the study ('Cel badania'). */
  description: string | null;
  remarks: string | null;
  issuer: {
    name: string;
    /** The PWZ (licence to practise) number; none for a facility. */
    licenseNumber: string | null;
    /** PNG or JPEG bytes that pdfkit embeds safely (referal-stamp.ts), or null to stamp by hand. */
    stamp: Buffer | null;
  };
}

/**
 * The printed form is the clinic's Polish document, whatever the language of the screen it was
 * printed from (as the spec's print of a referral is).
 */
export const REFERAL_PDF_TEXT = {
  title: 'Skierowanie',
  fileName: 'skierowanie',
  number: 'Numer skierowania',
  issuedAt: 'Data wystawienia',
  patientHeading: 'Pacjent',
  patientName: 'Imię i nazwisko',
  pesel: 'PESEL',
  documentNumber: 'Numer dokumentu',
  birthDate: 'Data urodzenia',
  address: 'Adres',
  studiesHeading: 'Zlecone badania',
  ordinal: 'Lp.',
  studyType: 'Rodzaj badania',
  subTypes: 'Zakres',
  studyRemarks: 'Uwagi',
  detailsHeading: 'Szczegóły',
  media: 'Nośniki',
  requestDescription: 'Prośba o opis',
  yes: 'Tak',
  no: 'Nie',
  purposeHeading: 'Cel badania',
  remarksHeading: 'Uwagi',
  issuerHeading: 'Lekarz kierujący',
  issuerName: 'Imię i nazwisko',
  licenseNumber: 'PWZ',
  stampCaption: 'Pieczątka i podpis lekarza',
  mediaNames: {
    Online: 'Portal lekarza',
    Disc: 'Płyta CD',
    Film: 'Klisza',
    Pendrive: 'Pendrive',
  } satisfies Record<MediaType, string>,
} as const;

const TEXT = REFERAL_PDF_TEXT;

/** The stamp's box, about 6 × 3 cm (1 cm ≈ 28.35 pt); the image keeps its aspect ratio in it. */
const STAMP_BOX = { width: 170, height: 85 } as const;

/** The non-blank parts, trimmed, with a space between. */
function spaced(...parts: (string | null)[]): string {
  return parts
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) => part.trim())
    .join(' ');
}

function addressLine(address: AddressData | null): string | null {
  if (!address) return null;
  const city = spaced(address.postalCode, address.city);
  const country = address.country && !isPoland(address.country) ? address.country : null;
  return [address.street, city, country].filter(Boolean).join(', ') || null;
}

/** dd.MM.yyyy of the instant's day in Warsaw. */
function warsawDate(instant: Date): string {
  return warsawDateTime(instant).slice(0, 10);
}

/**
 * The name the print is saved under, `skierowanie-first-last.pdf`: the patient's first and last
 * name in lower case, spaces as hyphens. Polish letters stay; the Content-Disposition header
 * (http/content-disposition.ts) and the file row (sanitizeFilename) make it safe where it goes.
 */
export function referalFileName(patient: {
  firstName: string | null;
  lastName: string | null;
}): string {
  const words = [TEXT.fileName, patient.firstName, patient.lastName]
    .map((part) => (part ?? '').trim().toLocaleLowerCase('pl').replace(/\s+/g, '-'))
    .filter(Boolean);
  return `${words.join('-')}.pdf`;
}

/** The referral as the clinic prints it: streamed, in Polish. */
export function renderReferalPdf(document: ReferalDocument): Readable {
  const { patient, issuer } = document;
  const patientName = spaced(patient.firstName, patient.middleName, patient.lastName);
  return renderPdf(
    {
      title: TEXT.title,
      author: issuer.name,
      subject: document.studyTypes.map((studyType) => studyType.name).join(', '),
      branding: document.branding,
      language: PDF_LANGUAGE.pl,
    },
    (pdf) => {
      pdf.title(TEXT.title).keyValues([
        [TEXT.issuedAt, warsawDate(document.issuedAt)],
        [TEXT.number, document.id],
      ]);
      pdf
        .heading(TEXT.patientHeading)
        .keyValues([
          [TEXT.patientName, patientName],
          [patient.ssnIsPesel ? TEXT.pesel : TEXT.documentNumber, patient.ssn],
          [TEXT.birthDate, displayDate(patient.birthDate)],
          ...(patient.address ? ([[TEXT.address, addressLine(patient.address)]] as const) : []),
        ]);
      pdf.heading(TEXT.studiesHeading).table({
        columns: [
          { header: TEXT.ordinal, weight: 0.45, align: 'right' },
          { header: TEXT.studyType, weight: 2.8 },
          { header: TEXT.subTypes, weight: 1.3 },
          { header: TEXT.studyRemarks, weight: 2.6 },
        ],
        rows: document.studyTypes.map((studyType, index) => [
          index + 1,
          studyType.name,
          studyType.subTypes.join(', '),
          studyType.remarks,
        ]),
      });
      pdf.heading(TEXT.detailsHeading).keyValues([
        [TEXT.media, document.mediaTypes.map((media) => TEXT.mediaNames[media]).join(', ')],
        [TEXT.requestDescription, document.requestDescription ? TEXT.yes : TEXT.no],
      ]);
      if (document.description) pdf.heading(TEXT.purposeHeading).paragraph(document.description);
      if (document.remarks) pdf.heading(TEXT.remarksHeading).paragraph(document.remarks);
      pdf
        .heading(TEXT.issuerHeading)
        .keyValues([
          [TEXT.issuerName, issuer.name],
          ...(issuer.licenseNumber ? ([[TEXT.licenseNumber, issuer.licenseNumber]] as const) : []),
        ]);
      if (issuer.stamp) pdf.image(issuer.stamp, { ...STAMP_BOX, caption: TEXT.stampCaption });
      // Without an image that can be printed, room for the stamp pressed by hand.
      else pdf.space(STAMP_BOX.height).paragraph(TEXT.stampCaption);
    },
  );
}
