import { act, render, screen } from '@testing-library/react';
import { TABLET_ONLINE_WINDOW_MS } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../../test/render-with-providers';
import { useTabletClock } from '../hooks/use-tablet-clock';
import { TabletStatusChip } from './tablet-status-chip';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

interface Seen {
  configuredAt: string | null;
  lastUsedAt: string | null;
}

/** A list row as the page renders it: the chip evaluated at the page's clock. */
function Row({ tablets }: { tablets: Seen[] }) {
  const now = useTabletClock(tablets);
  return (
    <>
      {tablets.map((tablet, index) => (
        <TabletStatusChip key={index} tablet={tablet} now={now} />
      ))}
    </>
  );
}

const statuses = () =>
  [...document.querySelectorAll('[data-status]')].map((chip) => chip.getAttribute('data-status'));

beforeAll(async () => {
  await initTestI18n();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('TabletStatusChip', () => {
  it('shows not configured, online and offline with the spec’s labels', () => {
    render(
      <>
        <TabletStatusChip tablet={{ configuredAt: null, lastUsedAt: null }} now={NOW} />
        <TabletStatusChip
          tablet={{ configuredAt: ago(60_000), lastUsedAt: ago(1_000) }}
          now={NOW}
        />
        <TabletStatusChip
          tablet={{ configuredAt: ago(600_000), lastUsedAt: ago(TABLET_ONLINE_WINDOW_MS + 1) }}
          now={NOW}
        />
      </>,
    );
    expect(statuses()).toEqual(['notConfigured', 'online', 'offline']);
    expect(screen.getByText('Nieskonfigurowany')).toBeDefined();
    expect(screen.getByText('Online')).toBeDefined();
    expect(screen.getByText('Offline')).toBeDefined();
  });
});

describe('useTabletClock', () => {
  it('turns an online tablet offline when 2 minutes pass without a sign of it', () => {
    vi.useFakeTimers({ now: NOW });
    render(<Row tablets={[{ configuredAt: ago(60_000), lastUsedAt: ago(30_000) }]} />);
    expect(statuses()).toEqual(['online']);
    act(() => {
      vi.advanceTimersByTime(TABLET_ONLINE_WINDOW_MS - 30_000 - 10);
    });
    expect(statuses()).toEqual(['online']);
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(statuses()).toEqual(['offline']);
  });

  it('shows a tablet heard from again (a live event) as online at once', () => {
    vi.useFakeTimers({ now: NOW });
    const configuredAt = ago(600_000);
    const { rerender } = render(
      <Row tablets={[{ configuredAt, lastUsedAt: ago(TABLET_ONLINE_WINDOW_MS * 2) }]} />,
    );
    expect(statuses()).toEqual(['offline']);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    rerender(<Row tablets={[{ configuredAt, lastUsedAt: new Date().toISOString() }]} />);
    expect(statuses()).toEqual(['online']);
  });

  it('needs no timer while no tablet is online', () => {
    vi.useFakeTimers({ now: NOW });
    render(<Row tablets={[{ configuredAt: null, lastUsedAt: null }]} />);
    expect(vi.getTimerCount()).toBe(0);
  });
});
