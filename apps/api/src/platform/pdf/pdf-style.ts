/** Sizes and colours every generated document shares, in PDF points (1/72 in). */
export const PDF_STYLE = {
  size: 'A4',
  margins: { top: 56, bottom: 64, left: 50, right: 50 },
  /** Height of the colour band at the top edge of every page. */
  bandHeight: 6,
  footerSize: 8,
  textSize: 10,
  smallSize: 9,
  titleSize: 16,
  headingSize: 12,
  clinicNameSize: 14,
  /** Text, secondary text, rules and table stripes. */
  text: '#212121',
  muted: '#616161',
  rule: '#bdbdbd',
  stripe: '#f5f5f5',
  white: '#ffffff',
  cellPadding: 4,
  /** Space after a block (paragraph, table, key-value list), in points. */
  blockGap: 10,
} as const;
