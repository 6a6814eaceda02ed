import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../test/render-with-providers';
import {
  at,
  bookingBlock,
  buildBooking,
  MONDAY,
  renderDayGrid,
  slotCell,
} from './day-grid-fixtures';

beforeAll(initTestI18n);

function tabbableCells(): Element[] {
  return screen.getAllByRole('gridcell').filter((cell) => cell.getAttribute('tabindex') === '0');
}

function focusedName(): string | null {
  return document.activeElement?.getAttribute('aria-label') ?? null;
}

function liveRegion(): string {
  return screen.getByRole('status').textContent ?? '';
}

/** Tabs into the grid (its one tabbable cell) and presses `keys`. */
async function pressInGrid(keys: string) {
  const user = userEvent.setup({ delay: null });
  await user.tab();
  if (keys) await user.keyboard(keys);
  return user;
}

describe('DayGrid from the keyboard', () => {
  it('is a grid with one tabbable cell, at the current time in the first column', async () => {
    renderDayGrid();
    expect(
      screen.getByRole('grid', { name: 'Kalendarz urządzeń na dzień 15.06.2026' }),
    ).toBeTruthy();
    expect(tabbableCells()).toEqual([slotCell('CBCT 1', '10:00')]);
    await pressInGrid('');
    expect(focusedName()).toBe('CBCT 1, 10:00, termin miniony');
  });

  it('moves the focus with arrows, Home and End, keeping one tabbable cell', async () => {
    renderDayGrid();
    const user = await pressInGrid('{ArrowDown}');
    expect(focusedName()).toBe('CBCT 1, 10:15, wolny');
    expect(tabbableCells()).toEqual([slotCell('CBCT 1', '10:15')]);
    expect(slotCell('CBCT 1', '10:00').getAttribute('tabindex')).toBe('-1');

    await user.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('Pantomograf, 10:15, wolny');
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(focusedName()).toBe('Pantomograf, 10:00, termin miniony');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focusedName()).toBe('CBCT 1, 10:00, termin miniony');
    await user.keyboard('{Home}');
    expect(focusedName()).toBe('CBCT 1, 07:00, poza godzinami pracy');
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('CBCT 1, 07:00, poza godzinami pracy');
    await user.keyboard('{End}');
    expect(focusedName()).toBe('CBCT 1, 20:45, poza godzinami pracy');
    // An hour up is the slot of 19:45, which the spec labels 19:30.
    await user.keyboard('{PageUp}');
    expect(focusedName()).toBe('CBCT 1, 19:30, wolny');
    expect(tabbableCells()).toHaveLength(1);
  });

  it('opens a free slot with Enter or Space, but not a past one', async () => {
    const { onSlotOpen } = renderDayGrid();
    const user = await pressInGrid('{Enter}');
    expect(onSlotOpen).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{Enter}{ArrowRight} ');
    expect(onSlotOpen.mock.calls).toEqual([
      ['cbct-1', at(MONDAY, '10:15')],
      ['pan-1', at(MONDAY, '10:15')],
    ]);
  });

  it('opens the booking of a taken slot with Enter, from any of its rows; not a hold', async () => {
    const { onBookingOpen, onSlotOpen } = renderDayGrid({
      bookings: [
        buildBooking({ start: at(MONDAY, '10:15'), end: at(MONDAY, '10:45') }),
        buildBooking({
          id: 'h1',
          kind: 'hold',
          title: 'anna.nowak',
          deviceId: 'pan-1',
          start: at(MONDAY, '10:30'),
          end: at(MONDAY, '10:45'),
          movable: false,
        }),
      ],
    });
    const user = await pressInGrid('{ArrowDown}{ArrowDown}');
    expect(focusedName()).toBe('CBCT 1, 10:30, zajęty: Jan Kowalski, Pantomogram');
    await user.keyboard('{Enter}{ArrowRight}{Enter}');
    expect(onBookingOpen).toHaveBeenCalledExactlyOnceWith('a1');
    expect(onSlotOpen).not.toHaveBeenCalled();
  });

  it('picks an appointment up with m and drops it with Enter on another slot', async () => {
    const { onMove } = renderDayGrid({ bookings: [buildBooking()] });
    // 10:00 → 11:00 is four rows down.
    const user = await pressInGrid('{ArrowDown>4/}m');
    expect(liveRegion()).toBe(
      'Przenoszenie wizyty: Jan Kowalski. Wybierz nowy termin strzałkami, Enter upuszcza, Escape anuluje.',
    );
    expect(bookingBlock('a1').dataset.picked).toBe('');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    const preview = slotCell('Pantomograf', '11:30').querySelector('[data-drop-preview]');
    expect(preview).not.toBeNull();
    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledExactlyOnceWith('a1', 'pan-1', at(MONDAY, '11:30'));
    expect(liveRegion()).toBe('Upuszczono wizytę Jan Kowalski: Pantomograf, 11:30.');
    expect(bookingBlock('a1').dataset.picked).toBeUndefined();
    expect(document.querySelector('[data-drop-preview]')).toBeNull();
  });

  it('puts the appointment back with Escape, focusing where it was', async () => {
    const { onMove } = renderDayGrid({ bookings: [buildBooking()] });
    const user = await pressInGrid('{ArrowDown>4/}m{ArrowDown>3/}{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(onMove).not.toHaveBeenCalled();
    expect(liveRegion()).toBe('Anulowano przenoszenie wizyty: Jan Kowalski.');
    expect(focusedName()).toBe('CBCT 1, 11:00, zajęty: Jan Kowalski, Pantomogram');
    await user.keyboard('{Enter}');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('refuses a drop on a past or closed slot and stays picked up', async () => {
    const { onMove } = renderDayGrid({ bookings: [buildBooking()] });
    const user = await pressInGrid('{ArrowDown>4/}m{ArrowUp>4/}{Enter}');
    expect(onMove).not.toHaveBeenCalled();
    expect(liveRegion()).toBe(
      'Tutaj nie można przenieść wizyty: termin minął albo wykracza poza godziny pracy.',
    );
    // A 30-minute appointment starting at 19:45 (labelled 19:30) would end after closing time.
    await user.keyboard('{End}{ArrowUp>4/}{Enter}');
    expect(focusedName()).toBe('CBCT 1, 19:30, wolny');
    expect(onMove).not.toHaveBeenCalled();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onMove).toHaveBeenCalledExactlyOnceWith('a1', 'cbct-1', at(MONDAY, '19:30'));
  });

  it('does not pick up what may not move', async () => {
    const { onMove, onBookingOpen } = renderDayGrid({
      bookings: [buildBooking({ movable: false })],
    });
    const user = await pressInGrid('{ArrowDown>4/}m');
    expect(liveRegion()).toBe('Tej pozycji nie można przenieść.');
    await user.keyboard('{ArrowDown>4/}{Enter}');
    expect(onMove).not.toHaveBeenCalled();
    expect(onBookingOpen).not.toHaveBeenCalled();
  });
});
