import { useRef, useState, type DragEvent } from 'react';
import { bookingElementOf, cellOf, positionOf } from './grid-dom';
import { ROW_HEIGHT_PX } from './grid-dimensions';
import { samePosition, type CellPosition } from './grid-navigation';
import { canMoveTo } from './slot-rules';
import type { DayGridProps } from './types';
import { slotAt, type GridModel, type GridSlot } from './use-grid-model';

/** Marks our drags, so files or text dragged over the grid are not taken for a booking. */
export const BOOKING_DRAG_TYPE = 'application/x-portal-booking';

interface DraggedBooking {
  id: string;
  deviceId: string;
  start: Date;
  durationMs: number;
  rowCount: number;
  /** Which of its rows the booking was grabbed by: dropped, that row lands under the pointer. */
  grabRow: number;
}

/** Where the booking being dragged would start: shown as a dashed outline of its length. */
export interface DropPreview {
  position: CellPosition;
  rows: number;
}

interface Input extends Pick<DayGridProps, 'onMove'> {
  model: GridModel;
  now: Date;
}

/**
 * HTML5 drag and drop of movable appointments onto slots. Nothing moves here: a drop on a
 * bookable slot calls onMove, and the grid keeps drawing `bookings` as the page passes them.
 */
export function useGridDrag({ model, now, onMove }: Input) {
  const dragged = useRef<DraggedBooking | null>(null);
  const [preview, setPreview] = useState<DropPreview | null>(null);

  const showPreview = (next: DropPreview | null) =>
    setPreview((previous) =>
      samePosition(previous?.position ?? null, next?.position ?? null) ? previous : next,
    );

  /** The slot the dragged booking would start on, if it may go there. */
  function dropSlot(
    event: DragEvent<HTMLElement>,
  ): { position: CellPosition; slot: GridSlot } | null {
    const drag = dragged.current;
    const cell = cellOf(event.target);
    const pointed = positionOf(cell);
    // A booking deleted meanwhile (its block gone, so no dragend) is no longer being dragged.
    if (!drag || !cell || !pointed || !model.layout.byId.has(drag.id)) return null;
    // Over a booking block the event comes from the block's first cell: count the rows below it.
    const row = pointed.row + rowsBetween(cell.getBoundingClientRect().top, event.clientY);
    const position = {
      deviceIndex: pointed.deviceIndex,
      row: Math.min(Math.max(row - drag.grabRow, 0), model.slots.length - 1),
    };
    const slot = slotAt(model, position);
    return slot && canMoveTo(slot.start, drag.durationMs, now) ? { position, slot } : null;
  }

  function onDragStart(event: DragEvent<HTMLElement>) {
    const element = bookingElementOf(event.target);
    const placed = element && model.layout.byId.get(element.dataset.bookingId ?? '');
    if (!element || !placed?.booking.movable) {
      event.preventDefault();
      return;
    }
    const { booking, rowCount } = placed;
    const grabbed = rowsBetween(element.getBoundingClientRect().top, event.clientY);
    dragged.current = {
      id: booking.id,
      deviceId: booking.deviceId,
      start: booking.start,
      durationMs: booking.end.getTime() - booking.start.getTime(),
      rowCount,
      grabRow: Math.min(grabbed, rowCount - 1),
    };
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(BOOKING_DRAG_TYPE, booking.id);
  }

  function onDragOver(event: DragEvent<HTMLElement>) {
    if (!dragged.current) return;
    const target = dropSlot(event);
    if (!target) {
      event.dataTransfer.dropEffect = 'none';
      showPreview(null);
      return;
    }
    // Cancelling dragover is what tells the browser a drop is allowed here.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    showPreview({ position: target.position, rows: dragged.current.rowCount });
  }

  function onDragLeave(event: DragEvent<HTMLElement>) {
    const into = event.relatedTarget;
    if (!(into instanceof Node) || !event.currentTarget.contains(into)) showPreview(null);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    const drag = dragged.current;
    if (!drag) return;
    event.preventDefault();
    const target = dropSlot(event);
    finish();
    if (!target) return;
    const { deviceId, start } = target.slot;
    if (deviceId === drag.deviceId && start.getTime() === drag.start.getTime()) return;
    onMove(drag.id, deviceId, start);
  }

  function finish() {
    dragged.current = null;
    showPreview(null);
  }

  return {
    preview,
    dragHandlers: {
      onDragStart,
      onDragOver,
      onDragEnter: onDragOver,
      onDragLeave,
      onDrop,
      onDragEnd: finish,
    },
  };
}

/** Whole rows from `top` down to the pointer; 0 when the event carries no position (jsdom). */
function rowsBetween(top: number, pointerY: number | undefined): number {
  const rows = Math.floor(((pointerY ?? top) - top) / ROW_HEIGHT_PX);
  return Number.isFinite(rows) ? Math.max(0, rows) : 0;
}
