import { memo } from 'react';
import { GridSlotCell } from './grid-slot-cell';
import type { SlotStatus } from './slot-rules';
import type { CellDescription } from './use-cell-descriptions';
import type { RowTime } from './use-grid-model';

interface Props {
  row: number;
  time: RowTime;
  status: SlotStatus;
  cells: readonly CellDescription[];
  /** Column of the tabbable cell when it is in this row; -1 otherwise. */
  activeDeviceIndex: number;
  pickedId: string | null;
  /** Column of the drop preview when it starts in this row; -1 otherwise. */
  previewDeviceIndex: number;
  previewRows: number;
}

/** One 15-minute row: its time (the spec's label) and a slot cell per device. */
export const GridBodyRow = memo(function GridBodyRow({
  row,
  time,
  status,
  cells,
  activeDeviceIndex,
  pickedId,
  previewDeviceIndex,
  previewRows,
}: Props) {
  return (
    <div role="row" data-hour-end={time.minute === 45 ? '' : undefined}>
      <div role="rowheader" data-full-hour={time.minute === 0 ? '' : undefined}>
        {time.label}
      </div>
      {cells.map((description, deviceIndex) => (
        <GridSlotCell
          // Columns are the page's devices in its order; the index is what the keyboard moves by.
          key={deviceIndex}
          deviceIndex={deviceIndex}
          row={row}
          status={status}
          description={description}
          tabbable={deviceIndex === activeDeviceIndex}
          pickedId={
            pickedId !== null && description.blocks.some((block) => block.booking.id === pickedId)
              ? pickedId
              : null
          }
          previewRows={deviceIndex === previewDeviceIndex ? previewRows : 0}
        />
      ))}
    </div>
  );
});
