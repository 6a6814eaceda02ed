import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { TabletStatusChip } from './tablet-status-chip';

beforeAll(initTestI18n);

describe('TabletStatusChip', () => {
  it('names each status in the spec’s words', () => {
    renderWithProviders(
      <>
        <TabletStatusChip status="notConfigured" />
        <TabletStatusChip status="online" />
        <TabletStatusChip status="offline" />
      </>,
    );
    for (const label of ['Nieskonfigurowany', 'Online', 'Offline']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
  });

  it('tells when the tablet was last heard from', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <TabletStatusChip status="offline" lastUsedAt="2026-11-24T09:30:00.000Z" />,
    );
    await user.hover(screen.getByText('Offline'));
    expect((await screen.findByRole('tooltip')).textContent).toMatch(
      /^Ostatnio widziany: 24\.11\.2026/,
    );
  });
});
