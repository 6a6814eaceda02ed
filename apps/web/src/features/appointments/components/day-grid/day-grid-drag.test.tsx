import { fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../../test/render-with-providers';
import {
  at,
  bookingBlock,
  buildBooking,
  fakeDataTransfer,
  MONDAY,
  renderDayGrid,
  slotCell,
} from './day-grid-fixtures';

beforeAll(initTestI18n);
afterEach(() => {
  vi.restoreAllMocks();
});

class FakeDragEvent extends MouseEvent {
  readonly dataTransfer: unknown;
  constructor(type: string, init: MouseEventInit & { dataTransfer?: unknown } = {}) {
    super(type, init);
    this.dataTransfer = init.dataTransfer ?? null;
  }
}

function rectAt(top: number): DOMRect {
  return DOMRect.fromRect({ x: 0, y: top, width: 140, height: 32 });
}

/**
 * Drags a booking's block onto a slot cell as a browser would: dragstart on the block, dragover
 * and drop on the cell, dragend on the block. Says whether the cell accepted it (a cancelled
 * dragover), as the browser decides whether to drop at all.
 */
function dragOnto(block: HTMLElement, target: HTMLElement): { accepted: boolean } {
  const dataTransfer = fakeDataTransfer();
  fireEvent.dragStart(block, { dataTransfer });
  const accepted = !fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(block, { dataTransfer });
  return { accepted };
}

describe('DayGrid drag and drop', () => {
  it('moves a movable appointment to the slot it is dropped on', () => {
    const { onMove } = renderDayGrid({ bookings: [buildBooking()] });
    expect(bookingBlock('a1').getAttribute('draggable')).toBe('true');
    const { accepted } = dragOnto(bookingBlock('a1'), slotCell('Pantomograf', '13:00'));
    expect(accepted).toBe(true);
    expect(onMove).toHaveBeenCalledExactlyOnceWith('a1', 'pan-1', at(MONDAY, '13:00'));
  });

  it('shows where the appointment would land while it is dragged', () => {
    renderDayGrid({ bookings: [buildBooking()] });
    const dataTransfer = fakeDataTransfer();
    fireEvent.dragStart(bookingBlock('a1'), { dataTransfer });
    fireEvent.dragOver(slotCell('CBCT 1', '14:00'), { dataTransfer });
    const preview = slotCell('CBCT 1', '14:00').querySelector<HTMLElement>('[data-drop-preview]');
    expect(preview?.style.height).toBe(`${2 * 32 - 3}px`);
    fireEvent.dragEnd(bookingBlock('a1'), { dataTransfer });
    expect(document.querySelector('[data-drop-preview]')).toBeNull();
  });

  it.each([
    ['a past slot', '09:00'],
    ['a slot before opening', '07:30'],
    // The slot of 19:45, which the spec labels 19:30: 30 minutes from there end after closing.
    ['a slot it would overrun closing time from', '19:30'],
  ])('refuses %s', (_case, label) => {
    const { onMove } = renderDayGrid({ bookings: [buildBooking()] });
    const { accepted } = dragOnto(bookingBlock('a1'), slotCell('CBCT 1', label));
    expect(accepted).toBe(false);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('keeps the row the block was grabbed by under the pointer', () => {
    // jsdom has neither layout nor DragEvent: a block and a cell at known heights, and pointer
    // positions carried by a mouse event.
    vi.stubGlobal('DragEvent', FakeDragEvent);
    const { onMove } = renderDayGrid({ bookings: [buildBooking()] });
    const block = bookingBlock('a1');
    const target = slotCell('Pantomograf', '14:00');
    vi.spyOn(block, 'getBoundingClientRect').mockReturnValue(rectAt(400));
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue(rectAt(900));
    const dataTransfer = fakeDataTransfer();
    // Grabbed by its second row (11:15), dropped with the pointer in the 14:00 row.
    fireEvent.dragStart(block, { dataTransfer, clientY: 400 + 40 });
    fireEvent.dragOver(target, { dataTransfer, clientY: 900 + 10 });
    fireEvent.drop(target, { dataTransfer, clientY: 900 + 10 });
    expect(onMove).toHaveBeenCalledExactlyOnceWith('a1', 'pan-1', at(MONDAY, '13:45'));
  });

  it('does nothing when dropped where it already is', () => {
    const { onMove } = renderDayGrid({ bookings: [buildBooking()] });
    dragOnto(bookingBlock('a1'), slotCell('CBCT 1', '11:00'));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('does not let a booking that may not move be dragged', () => {
    const { onMove } = renderDayGrid({
      bookings: [
        buildBooking({ movable: false }),
        buildBooking({ id: 'b1', kind: 'break', deviceId: 'pan-1', movable: false }),
      ],
    });
    for (const id of ['a1', 'b1']) {
      const block = bookingBlock(id);
      expect(block.getAttribute('draggable')).toBe('false');
      const dataTransfer = fakeDataTransfer();
      expect(fireEvent.dragStart(block, { dataTransfer })).toBe(false);
      expect(fireEvent.dragOver(slotCell('CBCT 1', '13:00'), { dataTransfer })).toBe(true);
      fireEvent.drop(slotCell('CBCT 1', '13:00'), { dataTransfer });
    }
    expect(onMove).not.toHaveBeenCalled();
  });

  it('ignores things dragged in from elsewhere, such as files', () => {
    const { onMove } = renderDayGrid({ bookings: [buildBooking()] });
    const dataTransfer = fakeDataTransfer();
    expect(fireEvent.dragOver(slotCell('CBCT 1', '13:00'), { dataTransfer })).toBe(true);
    fireEvent.drop(slotCell('CBCT 1', '13:00'), { dataTransfer });
    expect(onMove).not.toHaveBeenCalled();
  });
});
