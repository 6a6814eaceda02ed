import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AcceptCouncilInviteDocument,
  CouncilStudyOptionDocument,
  CouncilStudyOptionsDocument,
  CreateCouncilDocument,
  MyCouncilInvitesDocument,
  MyCouncilsDocument,
  RejectCouncilInviteDocument,
  WithdrawCouncilInviteDocument,
} from '../../../__generated__/councils/graphql';
import type { MockLink } from '@apollo/client/testing';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import {
  buildCouncil,
  buildInvite,
  buildStudy,
  myCouncils,
  myInvites,
} from '../test/council-fixtures';
import { CouncilsPage } from './councils-page';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

function setUp(route: string, mocks: MockLink.MockedResponse[]) {
  return renderPage(<CouncilsPage />, {
    route,
    path: '/councils',
    mocks,
    role: 'Doctor',
    otherRoutes: [{ path: '/councils/view/:id', element: <span>council page</span> }],
  });
}

describe('CouncilsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('keeps the tab in the address, without the switched-off one', async () => {
    const { router, user } = setUp('/councils', [
      ...myCouncils(
        [buildCouncil()],
        [
          buildCouncil({
            id: '10',
            name: 'Torbiel',
            isOwner: false,
            createdAt: '2026-03-01T09:00:00.000Z',
          }),
        ],
      ),
      myInvites([]),
    ]);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Istniejące', 'Oczekujące', 'Zaproszenia']);
    expect(screen.getByRole('tab', { name: 'Istniejące' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const list = await screen.findByRole('list', { name: 'Twoje konsylia' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/councils/view/9',
      '/councils/view/10',
    ]);
    expect(within(links[0]!).getByText('Założyciel')).toBeTruthy();
    expect(within(links[0]!).getByText('Utworzono 10.03.2026 · Członkowie: 2')).toBeTruthy();
    expect(within(links[1]!).queryByText('Założyciel')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Zaproszenia' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=invites'));
    expect(await screen.findByText('Nie masz zaproszeń do konsyliów.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Istniejące' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the tab the address names', async () => {
    setUp('/councils?tab=pending', [...myCouncils([])]);
    expect(screen.getByRole('tab', { name: 'Oczekujące' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      await screen.findByText('Brak oczekujących zaproszeń do Twoich konsyliów.'),
    ).toBeTruthy();
  });

  it('says when the councils cannot be read, with a retry', async () => {
    setUp('/councils', [{ request: { query: MyCouncilsDocument }, error: new Error('down') }]);
    expect(await screen.findByText('Nie udało się załadować konsyliów.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });

  it('checks the new council and creates it', async () => {
    const study = buildStudy();
    const { router, user } = setUp('/councils', [
      ...myCouncils([]),
      {
        request: { query: CouncilStudyOptionsDocument, variables: { where: {} } },
        result: { data: { studies: { __typename: 'StudiesPage', items: [study] } } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: {
          query: CreateCouncilDocument,
          variables: {
            council: {
              name: 'Złamanie żuchwy',
              studyIds: ['77'],
              doctorEmails: ['piotr@example.com'],
            },
          },
        },
        result: { data: { createCouncil: buildCouncil({ id: '12' }) } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Nowe konsylium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe konsylium' });
    await user.click(within(dialog).getByRole('button', { name: 'Utwórz' }));
    expect(await within(dialog).findByText('Nazwa konsylium jest wymagana')).toBeTruthy();
    expect(within(dialog).getByText('Wybierz co najmniej jedno badanie')).toBeTruthy();

    const emails = within(dialog).getByRole('textbox', { name: 'Zaproszeni (adresy e-mail)' });
    await user.type(emails, 'piotr@{Enter}');
    expect(await within(dialog).findByText('Niepoprawny adres e-mail')).toBeTruthy();
    await user.clear(emails);
    await user.type(emails, 'piotr@example.com{Enter}');
    expect(within(dialog).getByRole('list', { name: 'Zaproszeni (adresy e-mail)' })).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: 'Nazwa' }), 'Złamanie żuchwy');
    await user.click(within(dialog).getByRole('combobox', { name: 'Badania' }));
    await user.click(
      await screen.findByRole('option', { name: 'Kowalski Jan · Pantomogram · 10.03.2026' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Utwórz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/councils/view/12'));
    expect(await screen.findByText('Utworzono konsylium.')).toBeTruthy();
  });

  it('opens the dialog with the study of ?studyId= chosen', async () => {
    setUp('/councils?studyId=77', [
      ...myCouncils([]),
      {
        request: { query: CouncilStudyOptionDocument, variables: { id: '77' } },
        result: { data: { study: buildStudy() } },
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Nowe konsylium' });
    expect(within(dialog).getByText('Kowalski Jan · Pantomogram · 10.03.2026')).toBeTruthy();
  });

  it('joins a council from an invitation and opens it', async () => {
    const { router, user, client } = setUp('/councils?tab=invites', [
      myInvites([buildInvite()]),
      {
        request: { query: AcceptCouncilInviteDocument, variables: { councilId: '9' } },
        result: { data: { acceptInviteToCouncil: buildCouncil({ isOwner: false }) } },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Zaproszenia do konsyliów' });
    expect(within(list).getByText('Złamanie żuchwy')).toBeTruthy();
    expect(within(list).getByText('Zaprasza: Nowak Anna · 10.03.2026')).toBeTruthy();
    await user.click(
      within(list).getByRole('button', { name: 'Dołącz do konsylium „Złamanie żuchwy”' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/councils/view/9'));
    expect(await screen.findByText('Dołączono do konsylium „Złamanie żuchwy”.')).toBeTruthy();
    expect(client.readQuery({ query: MyCouncilInvitesDocument })?.getMyCouncilInvites).toEqual([]);
  });

  it('declines an invitation after a confirmation', async () => {
    const { user } = setUp('/councils?tab=invites', [
      myInvites([buildInvite()]),
      {
        request: { query: RejectCouncilInviteDocument, variables: { councilId: '9' } },
        result: { data: { rejectInviteToCouncil: true } },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Zaproszenia do konsyliów' });
    await user.click(
      within(list).getByRole('button', {
        name: 'Odrzuć zaproszenie do konsylium „Złamanie żuchwy”',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucić zaproszenie?' });
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    expect(
      await screen.findByText('Odrzucono zaproszenie do konsylium „Złamanie żuchwy”.'),
    ).toBeTruthy();
    expect(await screen.findByText('Nie masz zaproszeń do konsyliów.')).toBeTruthy();
  });

  it('withdraws a pending invitation after a confirmation', async () => {
    const council = buildCouncil({ invitedMemberEmail: ['ewa@example.com', 'olek@example.com'] });
    const { user } = setUp('/councils?tab=pending', [
      ...myCouncils([council]),
      {
        request: {
          query: WithdrawCouncilInviteDocument,
          variables: { councilId: '9', email: 'ewa@example.com' },
        },
        result: {
          data: {
            withdrawCouncilInvite: { ...council, invitedMemberEmail: ['olek@example.com'] },
          },
        },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Oczekujące zaproszenia' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(
      within(list).getByRole('button', { name: 'Wycofaj zaproszenie: ewa@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Wycofać zaproszenie?' });
    await user.click(within(dialog).getByRole('button', { name: 'Wycofaj' }));
    expect(await screen.findByText('Wycofano zaproszenie dla ewa@example.com.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('ewa@example.com')).toBeNull());
    expect(screen.getByText('olek@example.com')).toBeTruthy();
  });
});
