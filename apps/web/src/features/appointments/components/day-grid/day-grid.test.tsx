import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../test/render-with-providers';
import {
  at,
  bookingBlock,
  buildBooking,
  CBCT,
  LAST_WEEK,
  MONDAY,
  MONDAY_10_07,
  PANTOMOGRAPH,
  renderDayGrid,
  slotCell,
} from './day-grid-fixtures';
import { DayGrid } from './day-grid';
import { HEADER_HEIGHT_PX, ROW_HEIGHT_PX } from './grid-dimensions';

beforeAll(initTestI18n);

const user = () => userEvent.setup({ delay: null });

function timeLabels(): string[] {
  return screen.getAllByRole('rowheader').map((header) => header.textContent ?? '');
}

describe('DayGrid layout', () => {
  it('shows 56 quarter-hour rows from 07:00, with the spec’s labels for the last slots', () => {
    renderDayGrid();
    expect(screen.getAllByRole('row')).toHaveLength(57);
    const labels = timeLabels();
    expect(labels).toHaveLength(56);
    expect(labels.slice(0, 3)).toEqual(['07:00', '07:15', '07:30']);
    // 19:15, 19:30 and 19:45 are displayed as 19:10, 19:20 and 19:30 (spec part 1 §9).
    expect(labels.slice(48, 53)).toEqual(['19:00', '19:10', '19:20', '19:30', '20:00']);
    expect(labels.at(-1)).toBe('20:45');
    expect(screen.getAllByRole('gridcell')).toHaveLength(56 * 2);
  });

  it('names each device over its column, and the branch only when there are several', () => {
    const { rerender } = renderDayGrid();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Godzina',
      'CBCT 1',
      'Pantomograf',
    ]);
    expect(headers[1]?.style.borderTopColor).toBe('rgb(30, 136, 229)');

    rerender(
      <DayGridWithColumns
        columns={[CBCT, { ...PANTOMOGRAPH, branchName: 'Mokotów', branchColor: '#8e24aa' }]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Godzina',
      'CBCT 1Centrum',
      'PantomografMokotów',
    ]);
  });

  it('draws a booking in its device’s column over the rows it spans', () => {
    renderDayGrid({
      bookings: [buildBooking({ deviceId: PANTOMOGRAPH.deviceId, end: at(MONDAY, '12:00') })],
    });
    const first = slotCell('Pantomograf', '11:00');
    expect(first.getAttribute('aria-label')).toBe(
      'Pantomograf, 11:00, zajęty: Jan Kowalski, Pantomogram',
    );
    const block = bookingBlock('a1');
    expect(first.contains(block)).toBe(true);
    expect(block.dataset.rowCount).toBe('4');
    expect(block.style.height).toBe(`${4 * ROW_HEIGHT_PX - 3}px`);
    expect(within(block).getByText('Jan Kowalski')).toBeTruthy();
    expect(within(block).getByText('Pantomogram')).toBeTruthy();
    expect(slotCell('Pantomograf', '11:45').getAttribute('aria-label')).toMatch(/zajęty/);
    expect(slotCell('Pantomograf', '12:00').getAttribute('aria-label')).toBe(
      'Pantomograf, 12:00, wolny',
    );
    expect(slotCell('CBCT 1', '11:00').getAttribute('aria-label')).toBe('CBCT 1, 11:00, wolny');
  });

  it('clips a booking to the visible hours', () => {
    renderDayGrid({
      now: LAST_WEEK,
      bookings: [buildBooking({ start: at(MONDAY, '06:00'), end: at(MONDAY, '07:30') })],
    });
    expect(slotCell('CBCT 1', '07:00').contains(bookingBlock('a1'))).toBe(true);
    expect(bookingBlock('a1').dataset.rowCount).toBe('2');
  });

  it('tells appointments, 3D studies, breaks, holds and past bookings apart', () => {
    renderDayGrid({
      bookings: [
        buildBooking({ id: 'plain' }),
        buildBooking({
          id: 'cbct',
          deviceId: PANTOMOGRAPH.deviceId,
          is3D: true,
          createdByPatient: true,
          comments: 'Po zabiegu',
        }),
        buildBooking({
          id: 'break',
          kind: 'break',
          title: 'Serwis',
          detail: null,
          start: at(MONDAY, '12:00'),
          end: at(MONDAY, '12:30'),
          movable: false,
        }),
        buildBooking({
          id: 'hold',
          kind: 'hold',
          title: 'anna.nowak',
          detail: null,
          start: at(MONDAY, '13:00'),
          end: at(MONDAY, '13:15'),
          movable: false,
        }),
        buildBooking({
          id: 'past',
          start: at(MONDAY, '08:00'),
          end: at(MONDAY, '08:30'),
          past: true,
          movable: false,
        }),
      ],
    });
    expect(bookingBlock('plain').dataset.variant).toBe('appointment');
    expect(bookingBlock('cbct').dataset.variant).toBe('appointment3D');
    expect(within(bookingBlock('cbct')).getByText('3D')).toBeTruthy();
    expect(within(bookingBlock('cbct')).getByText('Po zabiegu')).toBeTruthy();
    expect(bookingBlock('cbct').querySelector('title')?.textContent).toBe(
      'Wizyta umówiona przez pacjenta',
    );
    expect(slotCell('Pantomograf', '11:00').getAttribute('aria-label')).toBe(
      'Pantomograf, 11:00, zajęty: Jan Kowalski, Pantomogram, 3D, Wizyta umówiona przez pacjenta',
    );
    expect(bookingBlock('break').dataset.variant).toBe('break');
    expect(within(bookingBlock('break')).getByText('Przerwa')).toBeTruthy();
    expect(slotCell('CBCT 1', '12:00').getAttribute('aria-label')).toBe(
      'CBCT 1, 12:00, przerwa: Serwis',
    );
    expect(within(bookingBlock('hold')).getByText('Rezerwacja: anna.nowak')).toBeTruthy();
    expect(slotCell('CBCT 1', '13:00').getAttribute('aria-label')).toBe(
      'CBCT 1, 13:00, rezerwacja: anna.nowak',
    );
    expect(slotCell('CBCT 1', '13:00').getAttribute('aria-disabled')).toBe('true');
    expect(bookingBlock('past').dataset.past).toBe('');
    expect(bookingBlock('plain').dataset.past).toBeUndefined();
  });

  it('shades closed and past slots, which say they cannot be chosen', () => {
    renderDayGrid();
    expect(slotCell('CBCT 1', '07:45').dataset.status).toBe('closed');
    expect(slotCell('CBCT 1', '07:45').getAttribute('aria-label')).toBe(
      'CBCT 1, 07:45, poza godzinami pracy',
    );
    expect(slotCell('CBCT 1', '07:45').getAttribute('aria-disabled')).toBe('true');
    expect(slotCell('CBCT 1', '10:00').dataset.status).toBe('past');
    expect(slotCell('CBCT 1', '10:00').getAttribute('aria-label')).toBe(
      'CBCT 1, 10:00, termin miniony',
    );
    expect(slotCell('CBCT 1', '10:15').dataset.status).toBe('open');
    expect(slotCell('CBCT 1', '10:15').hasAttribute('aria-disabled')).toBe(false);
    expect(slotCell('CBCT 1', '20:00').dataset.status).toBe('closed');
  });

  it('closes a slot once it has begun, as the clock moves on', () => {
    const { rerender, onSlotOpen } = renderDayGrid();
    rerender(<DayGridWithColumns now={at(MONDAY, '10:14')} />);
    expect(slotCell('CBCT 1', '10:15').dataset.status).toBe('open');
    rerender(<DayGridWithColumns now={at(MONDAY, '10:15')} />);
    expect(slotCell('CBCT 1', '10:15').dataset.status).toBe('past');
    expect(slotCell('CBCT 1', '10:15').getAttribute('aria-label')).toBe(
      'CBCT 1, 10:15, termin miniony',
    );
    expect(slotCell('CBCT 1', '10:30').dataset.status).toBe('open');
    expect(onSlotOpen).not.toHaveBeenCalled();
  });

  it('draws the current-time line on today’s grid only, within the visible hours', () => {
    const { rerender } = renderDayGrid();
    const line = document.querySelector<HTMLElement>('[data-now-line]');
    // 10:07 is 3 hours 7 minutes below 07:00: 12 rows and 7/15 of one.
    expect(line?.style.top).toBe(`${HEADER_HEIGHT_PX + (12 + 7 / 15) * ROW_HEIGHT_PX}px`);

    rerender(<DayGridWithColumns now={LAST_WEEK} />);
    expect(document.querySelector('[data-now-line]')).toBeNull();
    rerender(<DayGridWithColumns now={at(MONDAY, '21:00')} />);
    expect(document.querySelector('[data-now-line]')).toBeNull();
  });

  it('renders nothing without columns', () => {
    const { container } = renderDayGrid({ columns: [] });
    expect(container.innerHTML).toBe('');
  });

  it.each(['2026-03-29', '2026-10-25'])(
    'keeps 56 rows and places a 09:00 booking at 09:00 on the DST-change day %s',
    (date) => {
      renderDayGrid({
        date,
        now: LAST_WEEK,
        bookings: [buildBooking({ start: at(date, '09:00'), end: at(date, '09:30') })],
      });
      expect(timeLabels()).toHaveLength(56);
      expect(timeLabels()[0]).toBe('07:00');
      expect(timeLabels().at(-1)).toBe('20:45');
      const cell = slotCell('CBCT 1', '09:00');
      expect(cell.contains(bookingBlock('a1'))).toBe(true);
      expect(cell.dataset.row).toBe('8');
      expect(bookingBlock('a1').dataset.rowCount).toBe('2');
    },
  );
});

describe('DayGrid with the mouse', () => {
  it('opens a free future slot in business hours with its device and start', async () => {
    const { onSlotOpen } = renderDayGrid();
    await user().click(slotCell('Pantomograf', '10:15'));
    expect(onSlotOpen).toHaveBeenCalledExactlyOnceWith('pan-1', at(MONDAY, '10:15'));
  });

  it('does not open past or closed slots', async () => {
    const { onSlotOpen } = renderDayGrid();
    await user().click(slotCell('CBCT 1', '10:00'));
    await user().click(slotCell('CBCT 1', '07:00'));
    await user().click(slotCell('CBCT 1', '20:30'));
    expect(onSlotOpen).not.toHaveBeenCalled();
  });

  it('opens nothing on a Sunday', async () => {
    const { onSlotOpen } = renderDayGrid({ date: '2026-06-14', now: LAST_WEEK });
    await user().click(slotCell('CBCT 1', '10:00'));
    expect(onSlotOpen).not.toHaveBeenCalled();
  });

  it('opens appointments and breaks, not holds', async () => {
    const { onBookingOpen, onSlotOpen } = renderDayGrid({
      bookings: [
        buildBooking(),
        buildBooking({
          id: 'b1',
          kind: 'break',
          title: '',
          detail: null,
          deviceId: 'pan-1',
          movable: false,
        }),
        buildBooking({
          id: 'h1',
          kind: 'hold',
          title: 'anna.nowak',
          start: at(MONDAY, '12:00'),
          end: at(MONDAY, '12:15'),
          movable: false,
        }),
      ],
    });
    await user().click(within(bookingBlock('a1')).getByText('Jan Kowalski'));
    await user().click(bookingBlock('b1'));
    await user().click(bookingBlock('h1'));
    expect(onBookingOpen.mock.calls).toEqual([['a1'], ['b1']]);
    expect(onSlotOpen).not.toHaveBeenCalled();
  });
});

/** The grid of renderDayGrid, for rerender with other props. */
function DayGridWithColumns(props: Partial<Parameters<typeof renderDayGrid>[0]>) {
  return (
    <DayGrid
      date={MONDAY}
      now={MONDAY_10_07}
      columns={[CBCT, PANTOMOGRAPH]}
      bookings={[]}
      onSlotOpen={() => undefined}
      onBookingOpen={() => undefined}
      onMove={() => undefined}
      {...props}
    />
  );
}
