import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScheduleApp } from './schedule-app';
import { SCHEDULING_NAMESPACES, schedulingTexts } from './scheduling-texts';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'a'.repeat(43);

const DATA = {
  getSchedulingDataByToken: {
    expiresAt: '2030-01-14T13:30:00.000Z',
    patient: { firstName: 'Zofia', lastName: 'Nowak', email: 'zofia@example.com' },
    studyType: { id: '5', name: 'Pantomogram' },
    studyTypes: [{ id: '5', name: 'Pantomogram' }],
    branches: [
      { id: '1', name: 'Warszawa Mokotów', address: 'ul. Puławska 100', studyTypeIds: ['5'] },
      { id: '2', name: 'Warszawa Wola', address: null, studyTypeIds: ['5'] },
    ],
  },
};

// 10:00 and 10:15 in Warsaw (winter, UTC+1), on two devices at 10:00.
const SLOTS = {
  getAvailableAppointmentSlotsByToken: [
    { startTime: '2030-01-08T09:00:00.000Z', endTime: '2030-01-08T09:10:00.000Z', deviceId: '3' },
    { startTime: '2030-01-08T09:00:00.000Z', endTime: '2030-01-08T09:10:00.000Z', deviceId: '4' },
    { startTime: '2030-01-08T09:15:00.000Z', endTime: '2030-01-08T09:25:00.000Z', deviceId: '3' },
  ],
};

const BOOKED = {
  scheduleAppointmentFromLink: {
    startTime: '2030-01-08T09:00:00.000Z',
    endTime: '2030-01-08T09:10:00.000Z',
    branchName: 'Warszawa Mokotów',
    branchAddress: 'ul. Puławska 100',
    studyTypeName: 'Pantomogram',
  },
};

const refusal = (code: string, message: string) => ({
  data: null,
  errors: [{ message, extensions: { code } }],
});

type Answer = Record<string, unknown>;

/** The API as the page meets it; `booking` answers the mutation. */
function stubApi({
  data = { data: DATA },
  booking = [{ data: BOOKED }],
}: { data?: Answer; booking?: Answer[] } = {}) {
  const bookings = [...booking];
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    const { query } = JSON.parse(init.body as string) as { query: string };
    const answer = query.includes('getSchedulingDataByToken')
      ? data
      : query.includes('getAvailableAppointmentSlotsByToken')
        ? { data: SLOTS }
        : bookings.shift();
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (operation: string) =>
    fetch.mock.calls.filter(([, init]) => (init.body as string).includes(operation));
  return { fetch, calls };
}

function renderPage(token: string | null = TOKEN) {
  render(
    <ScheduleApp
      initialLang="pl"
      textsLoaded={schedulingTexts.preload('pl', SCHEDULING_NAMESPACES)}
      namespaces={SCHEDULING_NAMESPACES}
      token={token}
    />,
  );
}

/**
 * The public scheduling page (spec part 1 §2 /schedule-appointment, §8 "Scheduling") with the
 * real locale files and no i18next (ADR 0040).
 */
describe('ScheduleApp', () => {
  it('says a link without a token is invalid', async () => {
    stubApi();
    renderPage(null);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Link do umówienia wizyty jest nieprawidłowy lub wygasł.',
    );
  });

  it("shows the server's refusal of an expired link", async () => {
    stubApi({ data: refusal('LINK_EXPIRED', 'Link do umówienia wizyty wygasł.') });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Link do umówienia wizyty wygasł.');
  });

  it('books a chosen time and shows the confirmation instead of the form', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText('zofia@example.com')).toBeTruthy();
    expect(screen.getByText('Link jest ważny do 14.01.2030, 14:30.')).toBeTruthy();
    // Two branches perform the study: none is chosen, so no slots are read yet.
    expect(calls('getAvailableAppointmentSlotsByToken')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(/^Filia/), '1');
    const group = await screen.findByRole('group', { name: 'Wolne terminy' });
    const times = within(group).getAllByRole('button');
    // One button per time, whatever the devices.
    expect(times.map((button) => button.textContent)).toEqual(['10:00', '10:15']);
    await user.click(times[0]!);
    expect(times[0]!.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Potwierdź wizytę' }));
    const heading = await screen.findByRole('heading', { name: 'Wizyta została umówiona' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('button', { name: 'Potwierdź wizytę' })).toBeNull();
    const [, init] = calls('scheduleAppointmentFromLink')[0]!;
    expect(JSON.parse(init.body as string)).toMatchObject({
      variables: {
        token: TOKEN,
        branchId: '1',
        studyTypeId: '5',
        deviceId: '3',
        startTime: '2030-01-08T09:00:00.000Z',
        endTime: '2030-01-08T09:10:00.000Z',
      },
    });
  });

  it('asks for the missing data and forgets the slots when the branch changes', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.selectOptions(await screen.findByLabelText(/^Filia/), '1');
    await user.click(
      within(await screen.findByRole('group', { name: 'Wolne terminy' })).getByRole('button', {
        name: '10:00',
      }),
    );
    await user.selectOptions(screen.getByLabelText(/^Filia/), '2');
    const group = await screen.findByRole('group', { name: 'Wolne terminy' });
    expect(within(group).getByRole('button', { name: '10:00' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(calls('getAvailableAppointmentSlotsByToken')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Potwierdź wizytę' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Uzupełnij dane wizyty: typ badania, filię, datę i termin.',
    );
    expect(await screen.findByText('Wybierz termin wizyty')).toBeTruthy();
    expect(calls('scheduleAppointmentFromLink')).toHaveLength(0);
  });

  it('reads the slots again when someone booked the chosen one first', async () => {
    const taken = 'Wybrany termin nie jest już wolny. Wybierz inny z odświeżonej listy terminów.';
    const { calls } = stubApi({ booking: [refusal('CONFLICT', taken)] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.selectOptions(await screen.findByLabelText(/^Filia/), '1');
    await user.click(
      within(await screen.findByRole('group', { name: 'Wolne terminy' })).getByRole('button', {
        name: '10:00',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Potwierdź wizytę' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Nie udało się umówić wizyty. ${taken}`,
    );
    await waitFor(() => expect(calls('getAvailableAppointmentSlotsByToken')).toHaveLength(2));
    const group = await screen.findByRole('group', { name: 'Wolne terminy' });
    expect(within(group).getByRole('button', { name: '10:00' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});
