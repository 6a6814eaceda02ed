import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CreateVisitsCalendarFeedDocument,
  RevokeVisitsCalendarFeedDocument,
  VisitsCalendarFeedDocument,
  VisitsCalendarSyncDocument,
  VisitsListDocument,
  type VisitsCalendarFeedFieldsFragment,
} from '../../../__generated__/visits/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { VisitsListPage } from '../pages/visits-list-page';
import { buildVisitRow, dictionaries } from '../test/visit-fixtures';

beforeAll(initTestI18n);
afterEach(() => {
  sessionStore.signOut();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

const URL = 'https://portal.example.com/calendar/visits/abc123.ics';

const listed: MockLink.MockedResponse = {
  request: {
    query: VisitsListDocument,
    variables: {
      where: {},
      pagination: { skip: 0, take: 20 },
      orderBy: { by: 'visitDate', direction: 'DESC' },
    },
  },
  result: {
    data: {
      visits: {
        __typename: 'VisitsPage',
        total: 1,
        totalCapped: false,
        hasMore: false,
        items: [buildVisitRow()],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function feedState(feed: VisitsCalendarFeedFieldsFragment): MockLink.MockedResponse {
  return {
    request: { query: VisitsCalendarFeedDocument },
    result: { data: { visitsCalendarFeed: { __typename: 'VisitsCalendarFeed', ...feed } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const INACTIVE = { active: false, createdAt: null, lastUsedAt: null };
const ACTIVE = {
  active: true,
  createdAt: '2026-03-01T08:00:00.000Z',
  lastUsedAt: '2026-03-02T07:30:00.000Z',
};

/** No calendar service configured: the dialog holds the feed alone (calendar-sync-section.test). */
const noSync: MockLink.MockedResponse = {
  request: { query: VisitsCalendarSyncDocument },
  result: {
    data: {
      visitsCalendarSync: {
        __typename: 'VisitsCalendarSync',
        configured: false,
        connected: false,
        connectedAt: null,
        lastSyncAt: null,
        lastError: null,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function setUp(mocks: MockLink.MockedResponse[], role: Role = 'Coordinator') {
  return renderPage(<VisitsListPage />, {
    route: '/visits',
    path: '/visits',
    mocks: [dictionaries, listed, noSync, ...mocks],
    role,
  });
}

async function openDialog(user: ReturnType<typeof setUp>['user']) {
  await screen.findByText('Nowak Anna');
  await user.click(screen.getByRole('button', { name: 'Kalendarz' }));
  const dialog = await screen.findByRole('dialog', { name: 'Kalendarz' });
  expect(within(dialog).getByRole('heading', { name: 'Subskrypcja kalendarza' })).toBeTruthy();
  return dialog;
}

describe('CalendarFeedDialog', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('creates a link, shows its address once and copies it', async () => {
    const { user } = setUp([
      feedState(INACTIVE),
      {
        request: { query: CreateVisitsCalendarFeedDocument },
        result: {
          data: {
            createVisitsCalendarFeed: {
              __typename: 'VisitsCalendarFeedLink',
              url: URL,
              createdAt: '2026-03-05T11:00:00.000Z',
            },
          },
        },
      },
    ]);
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/Kalendarzu Google dodaj go „Z adresu URL”/)).toBeTruthy();
    expect(await within(dialog).findByText('Nie masz jeszcze linku do kalendarza.')).toBeTruthy();
    // Nothing to replace: no confirmation, no way to turn a link off.
    expect(within(dialog).queryByRole('button', { name: 'Wyłącz link' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Utwórz link' }));

    const field = await within(dialog).findByRole('textbox', { name: 'Adres kalendarza' });
    expect(field).toHaveProperty('value', URL);
    expect(field).toHaveProperty('readOnly', true);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(within(dialog).getByText(/Adres jest widoczny tylko teraz/)).toBeTruthy();
    expect(
      within(dialog).getByText('Link działa od 05.03.2026 12:00; ostatnio odczytany jeszcze nie.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Utwórz nowy link' })).toBeTruthy();

    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValueOnce(new Error('denied'))
      .mockResolvedValue();
    await user.click(within(dialog).getByRole('button', { name: 'Kopiuj' }));
    expect(await screen.findByText('Nie udało się skopiować adresu')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Kopiuj' }));
    expect(await screen.findByText('Skopiowano adres')).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith(URL);
  });

  it('asks before replacing a working link and before turning it off', async () => {
    const revoked = vi.fn(() => ({
      data: { revokeVisitsCalendarFeed: { __typename: 'VisitsCalendarFeed', ...INACTIVE } },
    }));
    const { user } = setUp([
      feedState(ACTIVE),
      { request: { query: RevokeVisitsCalendarFeedDocument }, result: revoked },
    ]);
    const dialog = await openDialog(user);
    expect(
      await within(dialog).findByText(
        'Link działa od 01.03.2026 09:00; ostatnio odczytany 02.03.2026 08:30.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/poprzedni przestanie działać/)).toBeTruthy();

    // A new link would end the working one: asked first, and cancelled here.
    await user.click(within(dialog).getByRole('button', { name: 'Utwórz nowy link' }));
    const replace = await screen.findByRole('dialog', { name: 'Utworzyć nowy link?' });
    await user.click(within(replace).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Utworzyć nowy link?' })).toBeNull(),
    );
    expect(screen.queryByRole('textbox', { name: 'Adres kalendarza' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Wyłącz link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Wyłączyć link do kalendarza?' });
    expect(revoked).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Wyłącz link' }));
    expect(await screen.findByText('Link do kalendarza został wyłączony')).toBeTruthy();
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Nie masz jeszcze linku do kalendarza.')).toBeTruthy();
    // The confirmation has closed, and the dialog offers nothing to turn off.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Wyłącz link' })).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Utwórz link' })).toBeTruthy();
  });

  it('is not offered to an Admin', async () => {
    setUp([], 'Admin');
    await screen.findByText('Nowak Anna');
    expect(screen.getByRole('button', { name: 'Pobierz CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kalendarz' })).toBeNull();
  });
});
