import { memo } from 'react';
import { cellDataAttributes } from './grid-dom';
import { ROW_HEIGHT_PX } from './grid-dimensions';
import { GridBookingBlock } from './grid-booking';
import type { SlotStatus } from './slot-rules';
import type { CellDescription } from './use-cell-descriptions';

interface Props {
  deviceIndex: number;
  row: number;
  status: SlotStatus;
  description: CellDescription;
  /** The one cell of the roving tabindex that Tab reaches. */
  tabbable: boolean;
  /** Id of the booking picked up by the keyboard move, when it is drawn from this cell. */
  pickedId: string | null;
  /** Rows of the booking being moved, when it would be dropped here; 0 otherwise. */
  previewRows: number;
}

/**
 * One 15-minute slot of one device. Memoised on primitive and stable props, so moving the focus
 * or a drag over the grid re-renders only the cells whose state changes.
 */
export const GridSlotCell = memo(function GridSlotCell({
  deviceIndex,
  row,
  status,
  description,
  tabbable,
  pickedId,
  previewRows,
}: Props) {
  return (
    <div
      role="gridcell"
      {...cellDataAttributes({ deviceIndex, row })}
      data-status={status}
      aria-label={description.label}
      aria-disabled={description.disabled || undefined}
      tabIndex={tabbable ? 0 : -1}
    >
      {description.blocks.map((placed) => (
        <GridBookingBlock
          key={placed.booking.id}
          placed={placed}
          picked={placed.booking.id === pickedId}
        />
      ))}
      {previewRows > 0 && (
        <div
          aria-hidden="true"
          data-drop-preview=""
          style={{ height: previewRows * ROW_HEIGHT_PX - 3 }}
        />
      )}
    </div>
  );
});
