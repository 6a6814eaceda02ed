import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Branding } from './branding.js';
import { PDF_STYLE } from './pdf-style.js';
import { drawTable, type PdfTable } from './pdf-table.js';

type Doc = typeof PDFDocument;

export type { PdfCell, PdfTable, PdfTableColumn } from './pdf-table.js';

/**
 * The blocks documents are made of, laid out top to bottom in the clinic's style. Features
 * describe what goes into a document; how it looks stays here, the same in every document.
 * Text arrives already translated: the composer knows no language.
 */
export class PdfComposer {
  constructor(
    private readonly doc: Doc,
    private readonly branding: Branding,
  ) {}

  private get left(): number {
    return this.doc.page.margins.left;
  }

  private get width(): number {
    return this.doc.page.width - this.left - this.doc.page.margins.right;
  }

  private roomLeft(): number {
    return this.doc.page.height - this.doc.page.margins.bottom - this.doc.y;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  private keepTogether(height: number): void {
    if (height > this.roomLeft()) this.doc.addPage();
  }

  private write(text: string, font: 'regular' | 'bold', size: number, color: string): void {
    this.doc.font(font).fontSize(size).fillColor(color);
    this.doc.text(text, this.left, this.doc.y, { width: this.width });
  }

  /** Clinic name and address under the colour band; the first page opens with it. */
  clinicHeader(): this {
    const { name, addressLines, color } = this.branding;
    this.write(name, 'bold', PDF_STYLE.clinicNameSize, color);
    for (const line of addressLines)
      this.write(line, 'regular', PDF_STYLE.smallSize, PDF_STYLE.muted);
    const y = this.doc.y + 6;
    this.doc
      .save()
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.75)
      .stroke(color)
      .restore();
    this.doc.y = y + 14;
    return this;
  }

  /** The document's title, in the clinic's colour. Never left alone at the foot of a page. */
  title(text: string): this {
    this.doc.font('bold').fontSize(PDF_STYLE.titleSize);
    this.keepTogether(this.doc.heightOfString(text, { width: this.width }) + 40);
    this.write(text, 'bold', PDF_STYLE.titleSize, this.branding.color);
    this.doc.y += 6;
    return this;
  }

  /** A section heading; kept on the same page as at least two lines of what follows. */
  heading(text: string): this {
    this.doc.font('bold').fontSize(PDF_STYLE.headingSize);
    this.keepTogether(this.doc.heightOfString(text, { width: this.width }) + 30);
    this.write(text, 'bold', PDF_STYLE.headingSize, PDF_STYLE.text);
    this.doc.y += 4;
    return this;
  }

  /** Running text; flows over as many pages as it needs. */
  paragraph(text: string): this {
    this.write(text, 'regular', PDF_STYLE.textSize, PDF_STYLE.text);
    this.doc.y += PDF_STYLE.blockGap;
    return this;
  }

  /** Label–value pairs (patient, study, dates): labels in a narrow column, each pair kept whole. */
  keyValues(
    pairs: readonly (readonly [label: string, value: string | number | null | undefined])[],
  ): this {
    const labelWidth = this.width * 0.35;
    const valueWidth = this.width - labelWidth;
    const size = PDF_STYLE.textSize;
    for (const [label, raw] of pairs) {
      const value = raw === null || raw === undefined || raw === '' ? '—' : String(raw);
      const labelHeight = this.doc
        .font('bold')
        .fontSize(size)
        .heightOfString(label, { width: labelWidth - 8 });
      const valueHeight = this.doc
        .font('regular')
        .fontSize(size)
        .heightOfString(value, { width: valueWidth });
      const height = Math.max(labelHeight, valueHeight);
      this.keepTogether(height);
      const y = this.doc.y;
      this.doc
        .font('bold')
        .fillColor(PDF_STYLE.muted)
        .text(label, this.left, y, { width: labelWidth - 8 });
      this.doc
        .font('regular')
        .fillColor(PDF_STYLE.text)
        .text(value, this.left + labelWidth, y, { width: valueWidth });
      this.doc.y = y + height + 3;
    }
    this.doc.x = this.left;
    this.doc.y += PDF_STYLE.blockGap;
    return this;
  }

  /** A table whose heading row repeats on every page it runs onto. */
  table(table: PdfTable): this {
    this.doc.x = this.left;
    drawTable(this.doc, table, this.branding.color);
    return this;
  }

  /**
   * A QR code (e.g. the address of a study's results) with an optional caption under it.
   * `size` is the printed edge in points; 90 pt ≈ 3.2 cm scans well from paper.
   */
  async qrCode(value: string, options: { size?: number; caption?: string } = {}): Promise<this> {
    const size = options.size ?? 90;
    const png = await QRCode.toBuffer(value, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 1,
      width: Math.ceil(size * 4),
    });
    this.keepTogether(size + (options.caption ? 20 : 0));
    const y = this.doc.y;
    this.doc.image(png, this.left, y, { width: size, height: size });
    this.doc.y = y + size + 4;
    if (options.caption)
      this.write(options.caption, 'regular', PDF_STYLE.smallSize, PDF_STYLE.muted);
    this.doc.y += PDF_STYLE.blockGap;
    return this;
  }

  /**
   * An image (PNG or JPEG bytes, e.g. a signature) scaled to fit a `width` × `height` point box
   * over a thin baseline, with an optional caption under it; kept whole on one page.
   */
  image(data: Buffer, options: { width: number; height: number; caption?: string }): this {
    const { width, height, caption } = options;
    this.keepTogether(height + (caption ? 24 : 8));
    const y = this.doc.y;
    this.doc.image(data, this.left, y, { fit: [width, height] });
    this.doc
      .save()
      .moveTo(this.left, y + height + 2)
      .lineTo(this.left + width, y + height + 2)
      .lineWidth(0.5)
      .stroke(PDF_STYLE.rule)
      .restore();
    this.doc.y = y + height + 6;
    if (caption) this.write(caption, 'regular', PDF_STYLE.smallSize, PDF_STYLE.muted);
    this.doc.y += PDF_STYLE.blockGap;
    return this;
  }

  /** Empty space, e.g. above signatures. */
  space(points: number = PDF_STYLE.blockGap): this {
    this.doc.y += points;
    return this;
  }
}
