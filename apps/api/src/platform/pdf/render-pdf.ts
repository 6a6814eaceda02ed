import type { Readable } from 'node:stream';
import type { Lang } from '@portal/domain';
import PDFDocument from 'pdfkit';
import type { Branding } from './branding.js';
import { fontPath } from './fonts.js';
import { PdfComposer } from './pdf-composer.js';
import { PageFrame } from './pdf-page-frame.js';
import { PDF_STYLE } from './pdf-style.js';

export interface PdfOptions {
  /** Shown in the viewer's title bar and in every page's footer. */
  title: string;
  /** Who the document is from, e.g. the clinic or the signed-in user's name. */
  author: string;
  subject?: string;
  branding: Branding;
  /** BCP 47 tag of the text, e.g. `pl-PL`, `en-GB`, `uk-UA` (screen readers, hyphenation). */
  language?: string;
  createdAt?: Date;
}

/** The portal's languages as PDF `Lang` tags (Ukrainian is `uk`; the portal calls it `ua`). */
export const PDF_LANGUAGE: Record<Lang, string> = { pl: 'pl-PL', en: 'en-GB', ua: 'uk-UA' };

export type PdfCompose = (pdf: PdfComposer) => void | Promise<void>;

/**
 * A PDF as a stream: returned at once, filled by `compose` right after the caller has had the
 * chance to pipe it (an HTTP reply, a file, storage). Each page leaves memory as soon as the next
 * one starts; the page count in the footers is written at the end (pdf-raw's PageCountStamp), so
 * nothing waits for the whole document. If `compose` fails, the stream ends with that error.
 */
export function renderPdf(options: PdfOptions, compose: PdfCompose): Readable {
  const doc = new PDFDocument({
    size: PDF_STYLE.size,
    margins: PDF_STYLE.margins,
    autoFirstPage: false,
    bufferPages: false,
    pdfVersion: '1.7',
    displayTitle: true,
    ...(options.language ? { lang: options.language } : {}),
    info: {
      Title: options.title,
      Author: options.author,
      ...(options.subject ? { Subject: options.subject } : {}),
      Creator: options.branding.name,
      CreationDate: options.createdAt ?? new Date(),
    },
  });
  doc.registerFont('regular', fontPath('regular'));
  doc.registerFont('bold', fontPath('bold'));
  doc.font('regular');

  const build = async () => {
    doc.addPage();
    const frame = new PageFrame(doc, options.branding, options.title);
    const pdf = new PdfComposer(doc, options.branding);
    pdf.clinicHeader();
    await compose(pdf);
    frame.finish();
    doc.end();
  };
  setImmediate(() => {
    build().catch((error: unknown) => {
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  return doc;
}
