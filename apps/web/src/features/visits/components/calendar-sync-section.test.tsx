import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DisconnectCalendarDocument,
  RequestCalendarAccessDocument,
  StoreCalendarTokenDocument,
  SyncVisitsToCalendarDocument,
  VisitsCalendarFeedDocument,
  VisitsCalendarSyncDocument,
  type VisitsCalendarSyncFieldsFragment,
} from '../../../__generated__/visits/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { CalendarConnectedPage } from '../pages/calendar-connected-page';
import { CalendarFeedDialog } from './calendar-feed-dialog';

// The push to an external calendar in the calendar dialog and the consent's return (ADR 0052).

beforeAll(initTestI18n);
afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
});

const NOT_CONNECTED = {
  configured: true,
  connected: false,
  connectedAt: null,
  lastSyncAt: null,
  lastError: null,
};
const CONNECTED = {
  configured: true,
  connected: true,
  connectedAt: '2026-03-01T08:00:00.000Z',
  lastSyncAt: '2026-03-02T07:30:00.000Z',
  lastError: null,
};

function syncState(status: VisitsCalendarSyncFieldsFragment): MockLink.MockedResponse {
  return {
    request: { query: VisitsCalendarSyncDocument },
    result: { data: { visitsCalendarSync: { __typename: 'VisitsCalendarSync', ...status } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const feed: MockLink.MockedResponse = {
  request: { query: VisitsCalendarFeedDocument },
  result: {
    data: {
      visitsCalendarFeed: {
        __typename: 'VisitsCalendarFeed',
        active: false,
        createdAt: null,
        lastUsedAt: null,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const synced = (success: boolean, message: string): MockLink.MockedResponse => ({
  request: { query: SyncVisitsToCalendarDocument, variables: { visitIds: null } },
  result: {
    data: {
      syncVisitsToCalendar: {
        __typename: 'CalendarSyncResult',
        success,
        message,
        written: 3,
        removed: 1,
      },
    },
  },
});

function openDialog(mocks: MockLink.MockedResponse[]) {
  return renderPage(<CalendarFeedDialog open onClose={() => undefined} />, {
    route: '/visits',
    path: '/visits',
    mocks: [feed, ...mocks],
    role: 'Coordinator',
  });
}

describe('CalendarSyncSection', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('is absent where no calendar service is configured', async () => {
    openDialog([syncState({ ...NOT_CONNECTED, configured: false })]);
    await screen.findByText('Nie masz jeszcze linku do kalendarza.');
    expect(screen.queryByRole('heading', { name: 'Kalendarz zewnętrzny' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Połącz kalendarz' })).toBeNull();
  });

  it('sends the coordinator to the service’s consent page', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { user } = openDialog([
      syncState(NOT_CONNECTED),
      {
        request: { query: RequestCalendarAccessDocument },
        result: { data: { requestCalendarAccess: 'https://calendar.example/authorize?x=1' } },
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Kalendarz zewnętrzny' });
    expect(within(section).getByText('Kalendarz nie jest połączony.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Połącz kalendarz' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://calendar.example/authorize?x=1'),
    );
  });

  it('syncs now and tells the outcome with its counts', async () => {
    const { user } = openDialog([syncState(CONNECTED), synced(true, 'calendarSync.synced')]);
    const section = await screen.findByRole('region', { name: 'Kalendarz zewnętrzny' });
    expect(within(section).getByRole('status').textContent).toMatch(/^Kalendarz połączony /);
    await user.click(within(section).getByRole('button', { name: 'Synchronizuj teraz' }));
    expect(
      await screen.findByText(
        'Zsynchronizowano spotkania z kalendarzem (zapisane: 3, usunięte: 1).',
      ),
    ).toBeTruthy();
  });

  it('asks to connect again after the service took its consent back', async () => {
    openDialog([syncState({ ...NOT_CONNECTED, lastError: 'AUTH' })]);
    const section = await screen.findByRole('region', { name: 'Kalendarz zewnętrzny' });
    expect(within(section).getByText(/Błąd uwierzytelnienia w kalendarzu/)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Połącz ponownie' })).toBeTruthy();
  });

  it('disconnects only after a confirmation', async () => {
    const { user } = openDialog([
      syncState(CONNECTED),
      {
        request: { query: DisconnectCalendarDocument },
        result: {
          data: { disconnectCalendar: { __typename: 'VisitsCalendarSync', ...NOT_CONNECTED } },
        },
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Kalendarz zewnętrzny' });
    await user.click(within(section).getByRole('button', { name: 'Odłącz kalendarz' }));
    const confirm = await screen.findByRole('dialog', { name: 'Odłączyć kalendarz?' });
    await user.click(within(confirm).getByRole('button', { name: 'Odłącz kalendarz' }));
    expect(await screen.findByText('Kalendarz został odłączony')).toBeTruthy();
    expect(await within(section).findByRole('button', { name: 'Połącz kalendarz' })).toBeTruthy();
  });
});

describe('CalendarConnectedPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  const visitsPage = { path: '/visits', element: <h1>Lista spotkań</h1> };

  it('completes the consent, syncs and goes back to the visits', async () => {
    renderPage(<CalendarConnectedPage />, {
      route: '/visits/calendar-connected?code=the-code&state=the-state',
      path: '/visits/calendar-connected',
      role: 'Coordinator',
      otherRoutes: [visitsPage],
      mocks: [
        {
          request: {
            query: StoreCalendarTokenDocument,
            variables: { code: 'the-code', state: 'the-state' },
          },
          result: {
            data: { storeCalendarToken: { __typename: 'VisitsCalendarSync', ...CONNECTED } },
          },
        },
        synced(true, 'calendarSync.synced'),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Lista spotkań' })).toBeTruthy();
    expect(await screen.findByText('Kalendarz został połączony.')).toBeTruthy();
  });

  it('says access was refused when the service sends an error back', async () => {
    renderPage(<CalendarConnectedPage />, {
      route: '/visits/calendar-connected?error=access_denied&state=s',
      path: '/visits/calendar-connected',
      role: 'Coordinator',
      otherRoutes: [visitsPage],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Nie udzielono dostępu do kalendarza/);
    expect(screen.getByRole('link', { name: 'Wróć do spotkań' })).toBeTruthy();
  });

  it('shows the server’s reason when the code is refused', async () => {
    renderPage(<CalendarConnectedPage />, {
      route: '/visits/calendar-connected?code=old&state=old',
      path: '/visits/calendar-connected',
      role: 'Coordinator',
      otherRoutes: [visitsPage],
      mocks: [
        {
          request: { query: StoreCalendarTokenDocument, variables: { code: 'old', state: 'old' } },
          result: {
            errors: [
              {
                message: 'Zgoda na dostęp do kalendarza wygasła lub pochodzi z innego okna.',
                extensions: { code: 'BAD_REQUEST' },
              },
            ],
          },
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/wygasła lub pochodzi z innego okna/);
  });
});
