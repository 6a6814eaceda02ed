import { act, screen } from '@testing-library/react';
import { ALERT_AUTO_HIDE_MS } from '@portal/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { createConnectionStateStore, type ConnectionState } from '../api/connection-state';
import { ConnectionBanner } from './connection-banner';

const LOST = 'Połączenie sieciowe przerwane. Aktualizacje kalendarza mogą być opóźnione.';
const RESTORED = 'Połączenie sieciowe przywrócone. Synchronizacja kalendarza...';
const FAILED = 'Nie można zsynchronizować kalendarza. Proszę odświeżyć stronę.';

beforeAll(initTestI18n);
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderBanner() {
  const store = createConnectionStateStore();
  renderWithProviders(<ConnectionBanner store={store} />);
  return (state: ConnectionState) => act(() => store.set(state));
}

describe('ConnectionBanner (spec part 1 §4, §8 texts)', () => {
  it('shows nothing while connected', () => {
    renderBanner();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns while reconnecting, then says the connection is back for a few seconds', () => {
    const set = renderBanner();
    set('reconnecting');
    expect(screen.getByRole('alert')).toHaveProperty('textContent', LOST);

    set('connected');
    expect(screen.getByRole('alert')).toHaveProperty('textContent', RESTORED);
    act(() => {
      vi.advanceTimersByTime(ALERT_AUTO_HIDE_MS);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks to refresh once reconnecting failed, with a refresh button', () => {
    const set = renderBanner();
    set('reconnecting');
    set('failed');
    expect(screen.getByRole('alert').textContent).toContain(FAILED);
    expect(screen.getByRole('button', { name: 'Odśwież' })).toBeDefined();
  });
});
