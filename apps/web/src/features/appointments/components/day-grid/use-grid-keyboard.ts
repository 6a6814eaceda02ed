import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cellOf, positionOf } from './grid-dom';
import { nextPosition, type CellPosition } from './grid-navigation';
import { openSlot } from './open-slot';
import { canMoveTo } from './slot-rules';
import type { DayGridProps } from './types';
import { slotAt, type GridModel } from './use-grid-model';

/** An appointment picked up with `m`, waiting for Enter on its new slot. */
interface PickedBooking {
  id: string;
  title: string;
  durationMs: number;
  rowCount: number;
  origin: CellPosition;
}

interface Input extends Pick<DayGridProps, 'onSlotOpen' | 'onBookingOpen' | 'onMove'> {
  model: GridModel;
  now: Date;
  focusCell: (position: CellPosition) => void;
  announce: (message: string) => void;
}

/**
 * The keyboard of the grid ("the calendar is usable without a mouse"): arrows, Home/End and
 * PageUp/PageDown move the focus; Enter or Space opens the slot or its booking; `m` picks an
 * appointment up, Enter drops it on the focused slot, Escape puts it back. What happens is said
 * through the grid's live region.
 */
export function useGridKeyboard({
  model,
  now,
  focusCell,
  announce,
  onSlotOpen,
  onBookingOpen,
  onMove,
}: Input) {
  const { t } = useTranslation('calendar');
  const [pickedUp, setPickedUp] = useState<PickedBooking | null>(null);
  // A booking that left the grid (deleted, or another day shown) is no longer being moved.
  const picked = pickedUp && model.layout.byId.has(pickedUp.id) ? pickedUp : null;

  function pickUp(position: CellPosition) {
    const occupant = slotAt(model, position)?.occupant;
    if (!occupant) return;
    const { booking, firstRow, rowCount } = occupant;
    if (!booking.movable) {
      announce(t('move.notMovable'));
      return;
    }
    setPickedUp({
      id: booking.id,
      title: booking.title,
      durationMs: booking.end.getTime() - booking.start.getTime(),
      rowCount,
      origin: { deviceIndex: position.deviceIndex, row: firstRow },
    });
    announce(t('move.pickedUp', { title: booking.title }));
  }

  function drop(moving: PickedBooking, position: CellPosition) {
    const slot = slotAt(model, position);
    const booking = model.layout.byId.get(moving.id)?.booking;
    if (!slot || !booking) return;
    if (slot.deviceId === booking.deviceId && slot.start.getTime() === booking.start.getTime()) {
      cancel(moving);
      return;
    }
    if (!canMoveTo(slot.start, moving.durationMs, now)) {
      announce(t('move.notAllowed'));
      return;
    }
    setPickedUp(null);
    announce(
      t('move.dropped', { title: moving.title, device: slot.deviceName, time: slot.timeLabel }),
    );
    onMove(moving.id, slot.deviceId, slot.start);
  }

  function cancel(moving: PickedBooking) {
    setPickedUp(null);
    announce(t('move.cancelled', { title: moving.title }));
    focusCell(moving.origin);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const position = positionOf(cellOf(event.target));
    if (!position) return;
    const bounds = { columns: model.columns.length, rows: model.slots.length };
    const next = nextPosition(event.key, position, bounds);
    if (next) {
      event.preventDefault();
      focusCell(next);
      return;
    }
    switch (event.key) {
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (picked) drop(picked, position);
        else openSlot(slotAt(model, position), { onSlotOpen, onBookingOpen });
        return;
      case 'Escape':
        if (picked) {
          event.preventDefault();
          cancel(picked);
        }
        return;
      case 'm':
      case 'M':
        event.preventDefault();
        pickUp(position);
        return;
    }
  }

  return { picked, onKeyDown };
}
