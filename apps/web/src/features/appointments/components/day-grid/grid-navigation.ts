/** A slot cell of the grid: its device column (0-based) and its row (0 = 07:00). */
export interface CellPosition {
  deviceIndex: number;
  row: number;
}

export interface GridBounds {
  columns: number;
  rows: number;
}

/** PageUp and PageDown move by an hour. */
const ROWS_PER_PAGE = 4;

/**
 * Where a navigation key moves the focus from `from` (arrows: a slot or a device; Home/End: the
 * first or last slot of the column; PageUp/PageDown: an hour); null for any other key. Movement
 * stops at the edges rather than wrapping, as the ARIA grid pattern recommends.
 */
export function nextPosition(
  key: string,
  from: CellPosition,
  bounds: GridBounds,
): CellPosition | null {
  const lastRow = bounds.rows - 1;
  const lastColumn = bounds.columns - 1;
  const toRow = (row: number) => ({ ...from, row: clamp(row, lastRow) });
  switch (key) {
    case 'ArrowUp':
      return toRow(from.row - 1);
    case 'ArrowDown':
      return toRow(from.row + 1);
    case 'ArrowLeft':
      return { ...from, deviceIndex: clamp(from.deviceIndex - 1, lastColumn) };
    case 'ArrowRight':
      return { ...from, deviceIndex: clamp(from.deviceIndex + 1, lastColumn) };
    case 'Home':
      return toRow(0);
    case 'End':
      return toRow(lastRow);
    case 'PageUp':
      return toRow(from.row - ROWS_PER_PAGE);
    case 'PageDown':
      return toRow(from.row + ROWS_PER_PAGE);
    default:
      return null;
  }
}

/** The position kept inside the grid, e.g. after the page removed the last column. */
export function clampPosition(position: CellPosition, bounds: GridBounds): CellPosition {
  const deviceIndex = clamp(position.deviceIndex, bounds.columns - 1);
  const row = clamp(position.row, bounds.rows - 1);
  return deviceIndex === position.deviceIndex && row === position.row
    ? position
    : { deviceIndex, row };
}

export function samePosition(a: CellPosition | null, b: CellPosition | null): boolean {
  return a?.deviceIndex === b?.deviceIndex && a?.row === b?.row;
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), Math.max(max, 0));
}
