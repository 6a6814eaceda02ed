import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditLogDocument } from '../../../../__generated__/graphql';
import { initTestI18n, renderWithProviders } from '../../../../test/render-with-providers';
import { AuditLogPage } from './audit-log-page';

const entry = {
  __typename: 'AuditLogEntry',
  id: '41',
  occurredAt: '2026-11-25T09:30:00.000Z',
  actorLogin: 'admin@example.com',
  action: 'branch.update',
  entityType: 'branch',
  entityId: '3',
  address: '127.0.0.1',
  outcome: 'success',
  details: JSON.stringify({
    before: { name: 'Kraków', color: '#1565c0' },
    after: { name: 'Kraków Kazimierz', color: '#1565c0' },
  }),
};

function auditMock(
  where: Record<string, unknown>,
  items = [entry],
  counted = { total: items.length, totalCapped: false, hasMore: false },
): MockLink.MockedResponse {
  return {
    request: {
      query: AuditLogDocument,
      variables: { pagination: { skip: 0, take: 20 }, where },
    },
    result: { data: { auditLog: { __typename: 'AuditLogList', ...counted, items } } },
  };
}

beforeAll(initTestI18n);

describe('AuditLogPage', () => {
  it('lists entries and opens one to show each changed field before and after', async () => {
    renderWithProviders(
      <MockedProvider mocks={[auditMock({ entityType: 'branch' })]}>
        <AuditLogPage />
      </MockedProvider>,
      { route: '/settings/audit?entityType=branch' },
    );
    const row = (await screen.findByText('branch.update')).closest('tr')!;
    expect(within(row).getByText('Filia #3')).toBeTruthy();
    expect(within(row).getByText('admin@example.com')).toBeTruthy();
    expect(within(row).getByText('25.11.2026 10:30')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Pokaż szczegóły' }));
    const details = await screen.findByRole('table', { name: 'Szczegóły zdarzenia' });
    const cells = within(details)
      .getAllByRole('row')
      .map((line) => line.textContent);
    // Only the field that changed: the colour stayed the same.
    expect(cells).toEqual(['PolePrzedPo', 'nameKrakówKraków Kazimierz']);
  });

  it('says so when nothing matches', async () => {
    renderWithProviders(
      <MockedProvider mocks={[auditMock({ outcome: 'denied' }, [])]}>
        <AuditLogPage />
      </MockedProvider>,
      { route: '/settings/audit?outcome=denied' },
    );
    await waitFor(() =>
      expect(screen.getByText('Brak zdarzeń spełniających kryteria.')).toBeTruthy(),
    );
  });

  it('says "more than" when the server stopped counting, and lets the pager go on', async () => {
    const counted = { total: 1000, totalCapped: true, hasMore: true };
    renderWithProviders(
      <MockedProvider mocks={[auditMock({}, [entry], counted)]}>
        <AuditLogPage />
      </MockedProvider>,
      { route: '/settings/audit' },
    );
    expect(await screen.findByText('1–1 z ponad 1000')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /następn/i }).disabled).toBe(
      false,
    );
  });
});
