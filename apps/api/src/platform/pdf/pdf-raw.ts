import type PDFDocument from 'pdfkit';

/**
 * Drawing below pdfkit's text layer, for what is painted while pdfkit is in the middle of laying
 * out text (page furniture added on a page break): it must not change the font, size or colour
 * pdfkit is about to continue with. Everything here is wrapped in q … Q and leaves that state alone.
 */

type Doc = typeof PDFDocument;

/**
 * A font as pdfkit embeds it, learnt through pdfkit's public text API: the resource name and
 * reference, where the baseline sits and the glyphs of a known set of texts. pdfkit's font object
 * itself is private; the glyph codes it writes depend on its subsetting, so they are taken from
 * what it writes, which also puts those glyphs in the embedded subset.
 */
export interface LearntFont {
  id: string;
  ref: PDFKit.PDFKitReference;
  size: number;
  /** From the top of a line to its baseline. */
  ascent: number;
  /** Glyph codes (hex) of a learnt text, or of a string of learnt single characters. */
  glyphs(text: string): string;
  /** Width at `size` of a learnt text, or of a string of learnt single characters. */
  width(text: string): number;
}

/**
 * The PDF operators pdfkit writes while `draw` runs, kept out of the page. The text cursor is put
 * back; what `draw` selects (font, size) stays selected.
 */
function captureContent(doc: Doc, draw: () => void): string {
  const addContent = doc.addContent.bind(doc);
  const { x, y } = doc;
  let written = '';
  doc.addContent = (data: unknown) => {
    written += `${String(data)}\n`;
    return doc;
  };
  try {
    draw();
  } finally {
    doc.addContent = addContent;
    doc.x = x;
    doc.y = y;
  }
  return written;
}

/**
 * Sets each of `texts` in `face` at `size` with pdfkit (output discarded) and records how. Call it
 * where no text is being laid out (on an empty page): pdfkit's current font becomes `face`.
 */
export function learnFont(
  doc: Doc,
  face: string,
  size: number,
  texts: readonly string[],
): LearntFont {
  const glyphCodes = new Map<string, string>();
  const widths = new Map<string, number>();
  let id = '';
  let ascent = 0;
  doc.font(face).fontSize(size);
  for (const text of new Set(texts)) {
    if (text === '') continue;
    const content = captureContent(doc, () => doc.text(text, 0, 0, { lineBreak: false }));
    const font = /\/(\S+) [\d.]+ Tf/.exec(content);
    const origin = /1 0 0 1 [-\d.]+ ([-\d.]+) Tm/.exec(content);
    if (!font || !origin) throw new Error('pdfkit wrote text in an unexpected form');
    id = font[1]!;
    // Set at y = 0, the baseline lies `ascent` below the top of the page.
    ascent = doc.page.height - Number(origin[1]);
    glyphCodes.set(text, [...content.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join(''));
    widths.set(text, doc.widthOfString(text));
  }
  const ref = (doc.page.fonts as Record<string, PDFKit.PDFKitReference | undefined>)[id];
  if (!ref) throw new Error(`pdfkit did not register font ${face}`);
  const known = <T>(table: Map<string, T>, text: string, join: (parts: T[]) => T): T => {
    const whole = table.get(text);
    if (whole !== undefined) return whole;
    return join(
      [...text].map((char) => {
        const part = table.get(char);
        if (part === undefined) throw new Error(`"${char}" was not learnt for the page frame`);
        return part;
      }),
    );
  };
  return {
    id,
    ref,
    size,
    ascent,
    glyphs: (text) => known(glyphCodes, text, (parts) => parts.join('')),
    width: (text) => known(widths, text, (parts) => parts.reduce((sum, w) => sum + w, 0)),
  };
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

export interface RawText {
  font: LearntFont;
  color: string;
  /** Left edge and top of the line, in pdfkit's coordinates. */
  x: number;
  y: number;
}

/** One line of text at an exact position, outside pdfkit's text flow. */
export function drawRawText(doc: Doc, text: string, at: RawText): void {
  const baseline = doc.page.height - at.y - at.font.ascent;
  (doc.page.fonts as Record<string, unknown>)[at.font.id] = at.font.ref;
  doc.addContent(
    `q ${flipToPdfSpace(doc)} BT 1 0 0 1 ${fmt(at.x)} ${fmt(baseline)} Tm /${at.font.id} ${fmt(at.font.size)} Tf ${rgb(at.color)} rg <${at.font.glyphs(text)}> Tj ET Q`,
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

  /** The count's font must have learnt the ten digits. */
  constructor(
    private readonly doc: Doc,
    private readonly font: LearntFont,
    private readonly color: string,
  ) {
    const height = font.size * 1.5;
    this.form = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, -height / 2, this.width(), height],
      Resources: { Font: { [font.id]: font.ref } },
    });
  }

  /** Room the count takes: up to five digits. */
  width(): number {
    return this.font.width('00000');
  }

  /** Paints the (future) page count with its top-left corner at x, y on the current page. */
  stamp(x: number, y: number): void {
    const baseline = this.doc.page.height - y - this.font.ascent;
    (this.doc.page.xobjects as Record<string, unknown>)[this.name] = this.form;
    this.doc.addContent(
      `q ${flipToPdfSpace(this.doc)} 1 0 0 1 ${fmt(x)} ${fmt(baseline)} cm /${this.name} Do Q`,
    );
  }

  /** Writes the count; call once, after the last page and before `doc.end()`. */
  finish(pageCount: number): void {
    this.form.end(
      `BT /${this.font.id} ${fmt(this.font.size)} Tf ${rgb(this.color)} rg <${this.font.glyphs(String(pageCount))}> Tj ET`,
    );
  }
}
