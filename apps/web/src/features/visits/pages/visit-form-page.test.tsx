import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@portal/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateVisitDocument,
  UpdateVisitDocument,
  VisitFormDocument,
} from '../../../__generated__/visits/graphql';
import { CurrentUserDocument } from '../../../__generated__/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { badUserInput } from '../../../test/bad-user-input';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../test/render-page';
import { initTestI18n } from '../../../test/render-with-providers';
import type { VisitPrefill } from '../components/form/visit-form-values';
import { buildVisitForm, COORDINATOR, DOCTOR, dictionaries } from '../test/visit-fixtures';
import { VisitAddPage, VisitEditPage } from './visit-form-page';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

const PREFILL: VisitPrefill = {
  doctor: DOCTOR,
  coordinator: COORDINATOR,
  visitDate: '2026-12-01T09:30:00.000Z',
  visitReason: 'Rutynowa',
  previousVisitId: '5',
};

const INPUT = {
  visitDate: '2026-12-01T09:30:00.000Z',
  doctorId: '21',
  coordinatorId: '7',
  comment: null,
  visitReason: 'Rutynowa',
  gadgets: [],
};

/** Opens /visits/add from another page, with `state` as the view hands it over. */
async function openAdd(mocks: MockLink.MockedResponse[], role: Role, state?: VisitPrefill) {
  const page = renderPage(<span>start</span>, {
    route: '/start',
    path: '/start',
    mocks: [dictionaries, ...mocks],
    role,
    otherRoutes: [
      { path: '/visits/add', element: <VisitAddPage /> },
      { path: '/visits/view/:id', element: <span>view page</span> },
      { path: '/visits', element: <span>visits list</span> },
    ],
  });
  await act(() => page.router.navigate('/visits/add', { state }));
  return page;
}

describe('VisitAddPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('says what is missing, under its field', async () => {
    const { user } = await openAdd([], 'Admin');
    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Data spotkania jest wymagana')).toBeTruthy();
    expect(screen.getByText('Lekarz jest wymagany')).toBeTruthy();
    expect(screen.getByText('Koordynator jest wymagany')).toBeTruthy();
  });

  it('creates a follow-up prefilled from the navigation state and opens it', async () => {
    const { router, user } = await openAdd(
      [
        {
          request: {
            query: CreateVisitDocument,
            variables: { visit: INPUT, previousVisitId: '5' },
          },
          result: { data: { createVisit: buildVisitForm() } },
        },
      ],
      'Admin',
      PREFILL,
    );
    expect(await screen.findByRole('combobox', { name: /Lekarz/ })).toHaveProperty(
      'value',
      'Nowak Anna',
    );
    expect(screen.getByLabelText(/Godzina/)).toHaveProperty('value', '10:30');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Spotkanie zostało utworzone')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/visits/view/9'));
  });

  it('shows a Coordinator as the coordinator, read-only', async () => {
    await openAdd(
      [
        {
          request: { query: CurrentUserDocument },
          result: {
            data: {
              currentUser: {
                __typename: 'User',
                id: '7',
                login: 'jan.kowalski@example.com',
                roles: ['Coordinator'],
                acceptedTerms: true,
                lastLoginDate: null,
                profilePictureURL: null,
                preferences: { __typename: 'Preferences', mailNotifications: true },
                contact: {
                  __typename: 'Contact',
                  id: 'c7',
                  firstName: 'Jan',
                  lastName: 'Kowalski',
                  companyName: null,
                },
                branches: [],
              },
            },
          },
        },
      ],
      'Coordinator',
    );
    const field = await screen.findByRole('textbox', { name: 'Koordynator' });
    expect(field).toHaveProperty('value', 'Kowalski Jan (jan.kowalski@example.com)');
    expect(field).toHaveProperty('readOnly', true);
  });

  it("puts the server's refusal under its field", async () => {
    const { user } = await openAdd(
      [
        {
          request: {
            query: CreateVisitDocument,
            variables: { visit: INPUT, previousVisitId: '5' },
          },
          error: badUserInput([
            { path: 'visitReason', message: 'Powodu spotkania „Rutynowa” nie ma w konfiguracji.' },
          ]),
        },
      ],
      'Admin',
      PREFILL,
    );
    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));
    expect(
      await screen.findByText('Powodu spotkania „Rutynowa” nie ma w konfiguracji.'),
    ).toBeTruthy();
  });
});

describe('VisitEditPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  function setUp(mocks: MockLink.MockedResponse[]) {
    return renderPage(<VisitEditPage />, {
      route: '/visits/edit/9',
      path: '/visits/edit/:id',
      mocks: [
        dictionaries,
        {
          request: { query: VisitFormDocument, variables: { id: '9' } },
          result: { data: { visit: buildVisitForm() } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        ...mocks,
      ],
      role: 'Admin',
      otherRoutes: [{ path: '/visits/view/:id', element: <span>view page</span> }],
    });
  }

  it('saves with the version read and says a stale one', async () => {
    const { user } = setUp([
      {
        request: {
          query: UpdateVisitDocument,
          variables: { id: '9', visit: { ...INPUT, comment: 'Nowy' }, version: 1 },
        },
        error: new CombinedGraphQLErrors({
          errors: [
            {
              message: 'Ten rekord został w międzyczasie zmieniony przez kogoś innego.',
              extensions: { code: 'STALE_VERSION' },
            },
          ],
        }),
      },
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Komentarz' }), 'Nowy');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      await screen.findByText('Ten rekord został w międzyczasie zmieniony przez kogoś innego.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Odśwież' })).toBeTruthy();
  });
});
