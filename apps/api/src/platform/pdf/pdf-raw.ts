import type PDFDocument from 'pdfkit';

/**
 * Drawing below pdfkit's text layer, for what is painted while pdfkit is in the middle of laying
 * out text (page furniture added on a page break): it must not change the font, size or colour
 * pdfkit is about to continue with. Everything here is wrapped in q … Q and leaves that state alone.
 */

type Doc = typeof PDFDocument;

/** The parts of pdfkit's embedded font we use; pdfkit does not type them (see @types/pdfkit). */
export interface EmbeddedFont {
  id: string;
  ascender: number;
  encode(text: string): [string[], unknown[]];
  widthOfString(text: string, size: number): number;
  ref(): PDFKit.PDFKitReference;
}

/** The font pdfkit currently sets text in (`doc.font(...)` selects it). */
export function currentFont(doc: Doc): EmbeddedFont {
  return (doc as unknown as { _font: EmbeddedFont })._font;
}

/** `#rrggbb` as the three 0–1 components PDF operators take. */
export function rgb(hex: string): string {
  return [1, 3, 5].map((at) => (parseInt(hex.slice(at, at + 2), 16) / 255).toFixed(3)).join(' ');
}

const fmt = (value: number) => value.toFixed(2);

/** pdfkit draws with y growing downwards; text operators need PDF's own upward y. */
function flipToPdfSpace(doc: Doc): string {
  return `1 0 0 -1 0 ${fmt(doc.page.height)} cm`;
}

/** The glyphs of `text` in `font`, as a PDF hex string (Identity-H: two bytes per glyph). */
export function glyphs(font: EmbeddedFont, text: string): string {
  return `<${font.encode(text)[0].join('')}>`;
}

export interface RawText {
  font: EmbeddedFont;
  size: number;
  color: string;
  /** Left edge and top of the line, in pdfkit's coordinates. */
  x: number;
  y: number;
}

/** One line of text at an exact position, outside pdfkit's text flow. */
export function drawRawText(doc: Doc, text: string, at: RawText): void {
  const baseline = doc.page.height - at.y - (at.font.ascender / 1000) * at.size;
  (doc.page.fonts as Record<string, unknown>)[at.font.id] = at.font.ref();
  doc.addContent(
    `q ${flipToPdfSpace(doc)} BT 1 0 0 1 ${fmt(at.x)} ${fmt(baseline)} Tm /${at.font.id} ${fmt(at.size)} Tf ${rgb(at.color)} rg ${glyphs(at.font, text)} Tj ET Q`,
  );
}

/** A filled rectangle in pdfkit's coordinates. */
export function drawRawRect(
  doc: Doc,
  rect: { x: number; y: number; width: number; height: number },
  color: string,
): void {
  doc.addContent(
    `q ${rgb(color)} rg ${fmt(rect.x)} ${fmt(rect.y)} ${fmt(rect.width)} ${fmt(rect.height)} re f Q`,
  );
}

/**
 * "of N" before N is known. Every page paints the same form XObject; its content — the page
 * count — is written once, after the last page. Pages can then leave memory as soon as they are
 * full instead of being held until the end to be numbered (pdfkit's `bufferPages`).
 */
export class PageCountStamp {
  private readonly name = 'PageCount';
  private readonly form: PDFKit.PDFKitReference;

  constructor(
    private readonly doc: Doc,
    private readonly font: EmbeddedFont,
    private readonly size: number,
    private readonly color: string,
  ) {
    const height = size * 1.5;
    this.form = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, -height / 2, this.width(), height],
      Resources: { Font: { [font.id]: font.ref() } },
    });
  }

  /** Room the count takes: up to five digits. */
  width(): number {
    return this.font.widthOfString('00000', this.size);
  }

  /** Paints the (future) page count with its top-left corner at x, y on the current page. */
  stamp(x: number, y: number): void {
    const baseline = this.doc.page.height - y - (this.font.ascender / 1000) * this.size;
    (this.doc.page.xobjects as Record<string, unknown>)[this.name] = this.form;
    this.doc.addContent(
      `q ${flipToPdfSpace(this.doc)} 1 0 0 1 ${fmt(x)} ${fmt(baseline)} cm /${this.name} Do Q`,
    );
  }

  /** Writes the count; call once, after the last page and before `doc.end()`. */
  finish(pageCount: number): void {
    this.form.end(
      `BT /${this.font.id} ${fmt(this.size)} Tf ${rgb(this.color)} rg ${glyphs(this.font, String(pageCount))} Tj ET`,
    );
  }
}
