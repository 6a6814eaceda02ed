import type PDFDocument from 'pdfkit';
import { PDF_STYLE } from './pdf-style.js';

type Doc = typeof PDFDocument;

export type PdfCell = string | number | null | undefined;

export interface PdfTableColumn {
  header: string;
  /** Share of the width relative to the other columns; 1 when not given. */
  weight?: number;
  align?: 'left' | 'center' | 'right';
}

export interface PdfTable {
  columns: readonly PdfTableColumn[];
  rows: Iterable<readonly PdfCell[]>;
}

interface Layout {
  x: number[];
  widths: number[];
}

const PAD = PDF_STYLE.cellPadding;

function cellText(cell: PdfCell): string {
  return cell === null || cell === undefined ? '' : String(cell);
}

/** Room below the current position on this page. */
function roomLeft(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom - doc.y;
}

/** The most a row may take: a whole page's content area (longer cells are cut with "…"). */
function pageRoom(doc: Doc): number {
  return doc.page.height - doc.page.margins.top - doc.page.margins.bottom;
}

function rowHeight(doc: Doc, cells: readonly string[], layout: Layout): number {
  const tallest = Math.max(
    ...cells.map((text, i) =>
      doc.heightOfString(text || ' ', { width: layout.widths[i]! - 2 * PAD }),
    ),
  );
  return Math.min(tallest + 2 * PAD, pageRoom(doc));
}

function drawRow(
  doc: Doc,
  cells: readonly string[],
  columns: readonly PdfTableColumn[],
  layout: Layout,
  height: number,
): void {
  const top = doc.y;
  cells.forEach((text, i) => {
    doc.text(text, layout.x[i]! + PAD, top + PAD, {
      width: layout.widths[i]! - 2 * PAD,
      // A point of slack: rounding must not turn a fitting last line into "…".
      height: height - 2 * PAD + 1,
      align: columns[i]?.align ?? 'left',
      ellipsis: true,
    });
  });
  doc.x = doc.page.margins.left;
  doc.y = top + height;
}

/**
 * A table across as many pages as it needs; the heading row is repeated at the top of every
 * page it continues on, and a row is never split between pages. Rows are drawn as they come,
 * so a long iterable is never held whole.
 */
export function drawTable(doc: Doc, table: PdfTable, color: string): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const weights = table.columns.map((column) => column.weight ?? 1);
  const sum = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((weight) => (width * weight) / sum);
  const layout: Layout = { widths, x: widths.map((_, i) => left + sum0(widths, i)) };
  const headers = table.columns.map((column) => column.header);

  const heading = () => {
    doc.font('bold').fontSize(PDF_STYLE.smallSize);
    const height = rowHeight(doc, headers, layout);
    doc.save().rect(left, doc.y, width, height).fill(color).restore();
    doc.fillColor(PDF_STYLE.white);
    drawRow(doc, headers, table.columns, layout, height);
    doc.font('regular').fontSize(PDF_STYLE.smallSize).fillColor(PDF_STYLE.text);
  };

  doc.font('bold').fontSize(PDF_STYLE.smallSize);
  // The heading must not be the last thing on a page: keep room for it and one line.
  if (roomLeft(doc) < rowHeight(doc, headers, layout) * 2) doc.addPage();
  heading();

  let index = 0;
  for (const row of table.rows) {
    const cells = table.columns.map((_, i) => cellText(row[i]));
    const height = rowHeight(doc, cells, layout);
    if (height > roomLeft(doc)) {
      doc.addPage();
      heading();
    }
    if (index % 2 === 1) {
      doc.save().rect(left, doc.y, width, height).fill(PDF_STYLE.stripe).restore();
      doc.fillColor(PDF_STYLE.text);
    }
    drawRow(doc, cells, table.columns, layout, height);
    index += 1;
  }
  doc
    .save()
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .stroke(PDF_STYLE.rule)
    .restore();
  doc.y += PDF_STYLE.blockGap;
}

function sum0(values: readonly number[], count: number): number {
  return values.slice(0, count).reduce((a, b) => a + b, 0);
}
