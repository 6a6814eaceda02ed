import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import type * as notistack from 'notistack';
import type { OptionsObject, SnackbarMessage } from 'notistack';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MyCouncilsDocument } from '../../../__generated__/councils/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { buildCouncil, buildInvite, myInvites } from '../test/council-fixtures';
import { CouncilBadge } from './council-badge';

/** Every toast the badge asks for, with its options (notistack draws it as well). */
const toasts = vi.hoisted(() => [] as [SnackbarMessage, OptionsObject | undefined][]);
vi.mock('notistack', async (importOriginal) => {
  const actual = await importOriginal<typeof notistack>();
  return {
    ...actual,
    useSnackbar: () => {
      const snackbar = actual.useSnackbar();
      return {
        ...snackbar,
        enqueueSnackbar: (message: SnackbarMessage, options?: OptionsObject) => {
          toasts.push([message, options]);
          return snackbar.enqueueSnackbar(message, options);
        },
      };
    },
  };
});

beforeAll(initTestI18n);
afterEach(() => {
  sessionStore.signOut();
  toasts.length = 0;
});

function setUp(mocks: MockLink.MockedResponse[]) {
  return renderPage(<CouncilBadge />, {
    route: '/',
    path: '/',
    mocks,
    role: 'Doctor',
    otherRoutes: [{ path: '/councils', element: <span>councils page</span> }],
  });
}

describe('CouncilBadge', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('links the invites tab with the pending count in its name', async () => {
    const { router, user } = setUp([
      myInvites([buildInvite(), buildInvite({ id: '42', councilId: '10' })]),
    ]);
    const link = await screen.findByRole('link', { name: 'Zaproszenia do konsylium: 2' });
    expect(link.getAttribute('href')).toBe('/councils?tab=invites');
    expect(link.textContent).toBe('2');
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=invites'));
  });

  it('hides the count at 0', async () => {
    setUp([myInvites([])]);
    const link = await screen.findByRole('link', { name: 'Konsylium' });
    await waitFor(() =>
      expect(link.querySelector('.MuiBadge-badge')?.classList).toContain('MuiBadge-invisible'),
    );
  });

  it('counts a new invitation and says so for 3 s', async () => {
    const { subscriptions } = setUp([
      myInvites([buildInvite()], 1),
      myInvites([buildInvite(), buildInvite({ id: '42', councilId: '10' })]),
    ]);
    await screen.findByRole('link', { name: 'Zaproszenia do konsylium: 1' });
    await waitFor(() => expect(subscriptions.operation).toBeDefined());
    act(() =>
      subscriptions.simulateResult({
        result: { data: { councilInviteAdded: buildInvite({ id: '42', councilId: '10' }) } },
      }),
    );
    expect(await screen.findByText('Otrzymałeś nowe zaproszenie do konsylium')).toBeTruthy();
    expect(toasts).toEqual([
      [
        'Otrzymałeś nowe zaproszenie do konsylium',
        expect.objectContaining({ autoHideDuration: 3000 }),
      ],
    ]);
    expect(await screen.findByRole('link', { name: 'Zaproszenia do konsylium: 2' })).toBeTruthy();
  });

  it('names the council an invitee answered and reads the councils again', async () => {
    const { client, subscriptions } = setUp([myInvites([])]);
    await screen.findByRole('link', { name: 'Konsylium' });
    client.writeQuery({
      query: MyCouncilsDocument,
      data: { getMyCouncils: [buildCouncil()] },
    });
    await waitFor(() => expect(subscriptions.operation).toBeDefined());
    act(() =>
      subscriptions.simulateResult({
        result: { data: { councilInviteAccepted: buildCouncil() } },
      }),
    );
    expect(
      await screen.findByText('Przyjęto zaproszenie do konsylium „Złamanie żuchwy”'),
    ).toBeTruthy();
    // Its founded councils are asked again the next time they are shown.
    expect(client.readQuery({ query: MyCouncilsDocument })).toBeNull();
    act(() =>
      subscriptions.simulateResult({
        result: { data: { councilInviteRejected: buildInvite() } },
      }),
    );
    expect(
      await screen.findByText('Odrzucono zaproszenie do konsylium „Złamanie żuchwy”'),
    ).toBeTruthy();
  });

  it('neither asks nor listens for a role without councils', async () => {
    const { subscriptions } = renderPage(<CouncilBadge />, {
      route: '/',
      path: '/',
      role: 'Admin',
    });
    expect(await screen.findByRole('link', { name: 'Konsylium' })).toBeTruthy();
    expect(subscriptions.operation).toBeUndefined();
  });
});
