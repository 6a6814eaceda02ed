import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacedBooking } from './grid-layout';
import type { SlotStatus } from './slot-rules';
import type { GridModel } from './use-grid-model';

export interface CellDescription {
  /** The accessible name: device, time and what the slot holds, e.g. "CBCT 1, 09:15, wolny". */
  label: string;
  /** Nothing happens on it: a free slot in the past or outside hours, or someone's hold. */
  disabled: boolean;
  /** The bookings drawn from this cell down: those whose first visible row this is. */
  blocks: readonly PlacedBooking[];
}

const NO_BLOCKS: readonly PlacedBooking[] = [];

const FREE_SLOT_KEYS = {
  open: 'cell.free',
  past: 'cell.past',
  closed: 'cell.closed',
} as const satisfies Record<SlotStatus, string>;

/**
 * Per row, per device: the description of every slot cell. Built once per change of the bookings,
 * the clock or the language (not on focus moves), so 30 devices × 56 rows stay cheap.
 */
export function useCellDescriptions(model: GridModel): readonly (readonly CellDescription[])[] {
  const { t } = useTranslation('calendar');
  return useMemo(() => {
    const startingRows = model.columns.map((column) =>
      groupByFirstRow(model.layout.blocks.get(column.deviceId) ?? NO_BLOCKS),
    );
    return model.rowTimes.map((time, row) =>
      model.columns.map((column, deviceIndex) => {
        const status = model.statuses[row] ?? 'closed';
        const occupant = model.layout.occupants.get(column.deviceId)?.[row];
        const state = occupant ? occupiedText(t, occupant) : t(FREE_SLOT_KEYS[status]);
        return {
          label: t('cell.name', { device: column.deviceName, time: time.label, state }),
          disabled: occupant ? occupant.booking.kind === 'hold' : status !== 'open',
          blocks: startingRows[deviceIndex]?.get(row) ?? NO_BLOCKS,
        };
      }),
    );
  }, [model, t]);
}

function groupByFirstRow(blocks: readonly PlacedBooking[]): Map<number, PlacedBooking[]> {
  const byRow = new Map<number, PlacedBooking[]>();
  for (const block of blocks) {
    const starting = byRow.get(block.firstRow);
    if (starting) starting.push(block);
    else byRow.set(block.firstRow, [block]);
  }
  return byRow;
}

/** What a screen reader hears about a taken slot; the block itself is hidden from it. */
function occupiedText(t: TFunction<'calendar'>, { booking }: PlacedBooking): string {
  switch (booking.kind) {
    case 'appointment':
      return [
        t('cell.booked', { title: booking.title }),
        booking.detail,
        booking.is3D ? t('booking.threeD') : null,
        booking.createdByPatient ? t('booking.byPatient') : null,
      ]
        .filter(Boolean)
        .join(', ');
    case 'break':
      return booking.title
        ? t('cell.breakWithComment', { comment: booking.title })
        : t('cell.break');
    case 'hold':
      return t('cell.held', { login: booking.title });
  }
}
