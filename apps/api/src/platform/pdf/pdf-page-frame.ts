import type PDFDocument from 'pdfkit';
import type { Branding } from './branding.js';
import { drawRawRect, drawRawText, PageCountStamp, type EmbeddedFont } from './pdf-raw.js';
import { PDF_STYLE } from './pdf-style.js';

type Doc = typeof PDFDocument;

/**
 * What every page carries besides its content: the clinic's colour band at the top and, in the
 * bottom margin, the document title and "page / pages". Painted when a page is added — also in
 * the middle of a paragraph that runs over — through pdf-raw, so the text flow is undisturbed.
 */
export class PageFrame {
  private pages = 0;
  private readonly count: PageCountStamp;

  constructor(
    private readonly doc: Doc,
    private readonly font: EmbeddedFont,
    private readonly branding: Branding,
    private readonly title: string,
  ) {
    this.count = new PageCountStamp(doc, font, PDF_STYLE.footerSize, PDF_STYLE.muted);
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

    const size = PDF_STYLE.footerSize;
    const y = height - margins.bottom + size * 2;
    const right = width - margins.right;
    const countX = right - this.count.width();
    const prefix = `${this.pages} / `;
    const prefixX = countX - font.widthOfString(prefix, size);
    const footer = { font, size, color: PDF_STYLE.muted, y };
    drawRawText(doc, prefix, { ...footer, x: prefixX });
    this.count.stamp(countX, y);
    drawRawText(doc, fitted(font, this.title, size, prefixX - margins.left - size), {
      ...footer,
      x: margins.left,
    });
  }

  /** Writes the page count into every page; call after the last page. */
  finish(): void {
    this.count.finish(this.pages);
  }
}

/** `text` cut with an ellipsis so it fits in `width`. */
function fitted(font: EmbeddedFont, text: string, size: number, width: number): string {
  if (font.widthOfString(text, size) <= width) return text;
  let end = text.length;
  while (end > 0 && font.widthOfString(`${text.slice(0, end)}…`, size) > width) end -= 1;
  return end > 0 ? `${text.slice(0, end)}…` : '';
}
