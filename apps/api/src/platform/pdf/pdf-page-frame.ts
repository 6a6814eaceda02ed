import type PDFDocument from 'pdfkit';
import type { Branding } from './branding.js';
import { drawRawRect, drawRawText, learnFont, PageCountStamp, type LearntFont } from './pdf-raw.js';
import { PDF_STYLE } from './pdf-style.js';

type Doc = typeof PDFDocument;

/** Every character of the "page / " before the count. */
const PAGE_NUMBER_CHARACTERS = [...'0123456789 /'];

/**
 * What every page carries besides its content: the clinic's colour band at the top and, in the
 * bottom margin, the document title and "page / pages". Painted when a page is added — also in
 * the middle of a paragraph that runs over — through pdf-raw, so the text flow is undisturbed.
 * The footer's font is learnt from pdfkit on the first page, before any content (pdf-raw).
 */
export class PageFrame {
  private pages = 0;
  private readonly font: LearntFont;
  private readonly title: string;
  private readonly count: PageCountStamp;

  /** Call once the first page exists and before anything is written on it; paints that page. */
  constructor(
    private readonly doc: Doc,
    private readonly branding: Branding,
    title: string,
  ) {
    const size = PDF_STYLE.footerSize;
    // The title is fitted once, beside the widest "page / " the count leaves room for.
    doc.font('regular').fontSize(size);
    const widest = doc.widthOfString('00000 / 00000');
    const { width, margins } = doc.page;
    this.title = fitted(doc, title, width - margins.right - widest - margins.left - size);
    this.font = learnFont(doc, 'regular', size, [this.title, ...PAGE_NUMBER_CHARACTERS]);
    this.count = new PageCountStamp(doc, this.font, PDF_STYLE.muted);
    this.paint();
    doc.on('pageAdded', () => this.paint());
  }

  get pageCount(): number {
    return this.pages;
  }

  private paint(): void {
    this.pages += 1;
    const { doc, font } = this;
    const { width, height, margins } = doc.page;
    drawRawRect(doc, { x: 0, y: 0, width, height: PDF_STYLE.bandHeight }, this.branding.color);

    const y = height - margins.bottom + font.size * 2;
    const right = width - margins.right;
    const countX = right - this.count.width();
    const prefix = `${this.pages} / `;
    const prefixX = countX - font.width(prefix);
    const footer = { font, color: PDF_STYLE.muted, y };
    drawRawText(doc, prefix, { ...footer, x: prefixX });
    this.count.stamp(countX, y);
    if (this.title) drawRawText(doc, this.title, { ...footer, x: margins.left });
  }

  /** Writes the page count into every page; call after the last page. */
  finish(): void {
    this.count.finish(this.pages);
  }
}

/** `text` cut with an ellipsis so it fits in `width` in the current font. */
function fitted(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 0 && doc.widthOfString(`${text.slice(0, end)}…`) > width) end -= 1;
  return end > 0 ? `${text.slice(0, end)}…` : '';
}
