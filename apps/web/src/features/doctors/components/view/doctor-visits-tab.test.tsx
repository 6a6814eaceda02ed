import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DoctorVisitsDocument } from '../../../../__generated__/doctors/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from '../../../../test/render-page';
import { initTestI18n } from '../../../../test/render-with-providers';
import { DoctorVisitsTab } from './doctor-visits-tab';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

const request = {
  query: DoctorVisitsDocument,
  variables: { doctorId: '21', pagination: { skip: 0, take: 20 } },
};

const visit = (id: string, visitDate: string, status: string) => ({
  __typename: 'Visit',
  id,
  visitDate,
  status,
  visitReason: 'Rutynowa',
  comment: `${'Bardzo długi komentarz. '.repeat(6)}`,
  coordinator: {
    __typename: 'User',
    id: '7',
    login: 'jan.kowalski@example.com',
    contact: {
      __typename: 'Contact',
      id: 'c7',
      firstName: 'Jan',
      lastName: 'Kowalski',
      companyName: null,
    },
  },
});

function setUp(items: unknown[], total = items.length) {
  const mock: MockLink.MockedResponse = {
    request,
    result: {
      data: { visitsByDoctor: { __typename: 'VisitsPage', total, hasMore: false, items } },
    },
  };
  return renderPage(<DoctorVisitsTab doctorId="21" />, {
    route: '/doctors/view/21?tab=visits',
    path: '/doctors/view/:id',
    role: 'Manager',
    mocks: [mock],
  });
}

describe('DoctorVisitsTab', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it("lists the doctor's visits newest first, each linking to the visit", async () => {
    setUp([
      visit('6', '2026-05-29T08:00:00.000Z', 'Scheduled'),
      visit('5', '2026-03-10T09:00:00.000Z', 'Completed'),
    ]);
    const table = await screen.findByRole('table', { name: 'Spotkania z lekarzem' });
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['29.05.2026 10:00', '/visits/view/6'],
      ['10.03.2026 10:00', '/visits/view/5'],
    ]);
    expect(within(table).getByText('Zaplanowane')).toBeTruthy();
    expect(within(table).getByText('Zakończone')).toBeTruthy();
    expect(within(table).getAllByText('Kowalski Jan')).toHaveLength(2);
  });

  it('says when there are none', async () => {
    setUp([]);
    expect(await screen.findByText('Brak spotkań z tym lekarzem.')).toBeTruthy();
  });
});
