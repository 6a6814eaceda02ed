import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CancelVisitDocument,
  CompleteVisitDocument,
  RemoveVisitDocument,
  VisitViewDocument,
  type VisitViewFieldsFragment,
} from '../../../__generated__/visits/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import { buildVisitView, dictionaries } from '../test/visit-fixtures';
import { VisitViewPage } from './visit-view-page';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

function found(visit: VisitViewFieldsFragment): MockLink.MockedResponse {
  return {
    request: { query: VisitViewDocument, variables: { id: visit.id } },
    result: { data: { visit } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function setUp(mocks: MockLink.MockedResponse[], role: Role = 'Coordinator') {
  return renderPage(<VisitViewPage />, {
    route: '/visits/view/5',
    path: '/visits/view/:id',
    mocks: [dictionaries, ...mocks],
    role,
    otherRoutes: [
      { path: '/visits', element: <span>visits list</span> },
      { path: '/visits/add', element: <span>add page</span> },
      { path: '/visits/edit/:id', element: <span>edit page</span> },
    ],
  });
}

/** The visit once completed or cancelled, with the follow-up planned. */
const after = (status: 'Completed' | 'Cancelled') =>
  buildVisitView({
    status,
    canEdit: false,
    canPlanFollowUp: true,
    version: 3,
    nextVisit: {
      __typename: 'Visit',
      id: '6',
      visitDate: '2026-05-29T08:00:00.000Z',
      status: 'Scheduled',
    } as VisitViewFieldsFragment['nextVisit'],
  });

describe('VisitViewPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows every field, with links to the doctor and the previous visit', async () => {
    setUp([found(buildVisitView({ previousVisitId: '4' }))]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spotkanie 10.03.2026 10:00' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nowak Anna' }).getAttribute('href')).toBe(
      '/doctors/view/21',
    );
    expect(screen.getByRole('link', { name: 'Otwórz spotkanie' }).getAttribute('href')).toBe(
      '/visits/view/4',
    );
    expect(screen.getByText('Kowalski Jan')).toBeTruthy();
    expect(screen.getByText('Kubek')).toBeTruthy();
    expect(screen.getByText('Rozmowa o nowym aparacie CBCT.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edytuj' }).getAttribute('href')).toBe(
      '/visits/edit/5',
    );
  });

  it('completes the visit with the suggested next meeting date', async () => {
    const { user } = setUp([
      found(buildVisitView()),
      {
        request: {
          query: CompleteVisitDocument,
          variables: { id: '5', version: 2, followUpDate: '2026-05-29' },
        },
        result: { data: { completeVisit: after('Completed') } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Zakończ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zakończ spotkanie' });
    // The visit's day plus the config's 80 days, as dd.MM.yyyy.
    const field = within(dialog).getByRole('group', { name: /Data następnego spotkania/ });
    expect(field.textContent?.replace(/[\u200e\u2066-\u2069]/g, '')).toContain('29.05.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Zakończ' }));
    expect(await screen.findByText('Spotkanie zakończone')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findAllByText('Zakończone')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '29.05.2026 10:00' }).getAttribute('href')).toBe(
      '/visits/view/6',
    );
    expect(screen.queryByRole('button', { name: 'Zakończ' })).toBeNull();
  });

  it('asks before cancelling: declining says nothing, accepting asks for the next date', async () => {
    const { user } = setUp([
      found(buildVisitView()),
      {
        request: {
          query: CancelVisitDocument,
          variables: { id: '5', version: 2, followUpDate: '2026-05-29' },
        },
        result: { data: { cancelVisit: after('Cancelled') } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Odwołaj' }));
    let dialog = await screen.findByRole('dialog', { name: 'Odwołaj spotkanie' });
    expect(within(dialog).getByText('Czy na pewno chcesz odwołać to spotkanie?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Odwołaj' }));
    dialog = await screen.findByRole('dialog', { name: 'Odwołaj spotkanie' });
    await user.click(within(dialog).getByRole('button', { name: 'Tak, odwołaj' }));
    dialog = await screen.findByRole('dialog', { name: 'Odwołaj spotkanie' });
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: /Data następnego spotkania/ })).toBeTruthy(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Odwołaj' }));
    expect(await screen.findByText('Spotkanie anulowane')).toBeTruthy();
    expect(await screen.findAllByText('Odwołane')).toHaveLength(2);
  });

  it('deletes after a confirmation and says when the server refuses', async () => {
    const { user } = setUp([
      found(buildVisitView()),
      {
        request: { query: RemoveVisitDocument, variables: { id: '5' } },
        error: new CombinedGraphQLErrors({
          errors: [
            {
              message: 'Tylko zaplanowane spotkanie może zostać usunięte',
              extensions: { code: 'CONFLICT' },
            },
          ],
        }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuń spotkanie' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(
      await screen.findByText(
        'Nie udało się usunąć spotkania. Tylko zaplanowane spotkanie może zostać usunięte',
      ),
    ).toBeTruthy();
  });

  it('deletes and goes back to the list', async () => {
    const { router, user } = setUp([
      found(buildVisitView()),
      {
        request: { query: RemoveVisitDocument, variables: { id: '5' } },
        result: { data: { removeVisit: '5' } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuń spotkanie' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visits'));
  });

  it('plans the next visit from a completed one, prefilled', async () => {
    const { router, user } = setUp([found(after('Completed'))]);
    await user.click(await screen.findByRole('button', { name: 'Zaplanuj kolejne spotkanie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zaplanuj kolejne spotkanie' });
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visits/add'));
    expect(router.state.location.state).toMatchObject({
      doctor: { id: '21' },
      coordinator: { id: '7' },
      // The chosen day at the visit's time of day (10:00 Warsaw, summer time then).
      visitDate: '2026-05-29T08:00:00.000Z',
      visitReason: 'Rutynowa',
      previousVisitId: '5',
    });
  });

  it.each<Role>(['Technician', 'Manager'])('gives a %s no actions', async (role) => {
    setUp([found(buildVisitView({ canEdit: false }))], role);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Zakończ' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edytuj' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuń' })).toBeNull();
  });

  it('says when the visit is not found', async () => {
    setUp([
      {
        request: { query: VisitViewDocument, variables: { id: '5' } },
        error: new CombinedGraphQLErrors({
          errors: [{ message: 'Nie znaleziono', extensions: { code: 'NOT_FOUND' } }],
        }),
      },
    ]);
    expect(await screen.findByText('Nie znaleziono spotkania lub trwa ładowanie...')).toBeTruthy();
  });

  it('says when the visit cannot be read', async () => {
    setUp([
      {
        request: { query: VisitViewDocument, variables: { id: '5' } },
        error: new Error('down'),
      },
    ]);
    expect(await screen.findByText('Błąd: Nie udało się załadować danych spotkania')).toBeTruthy();
  });
});
