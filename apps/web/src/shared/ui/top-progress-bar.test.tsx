import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { pendingRequests } from '../api/pending-requests';
import { TopProgressBar } from './top-progress-bar';

const bar = () => screen.queryByTestId('top-progress-bar');

function begin(): void {
  act(() => pendingRequests.begin());
}

function end(): void {
  act(() => pendingRequests.end());
}

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeAll(initTestI18n);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // The counter is shared by the whole app: leave it at zero for the next test.
  while (pendingRequests.count() > 0) end();
  vi.useRealTimers();
});

describe('TopProgressBar', () => {
  it('is hidden while nothing is pending', () => {
    renderWithProviders(<TopProgressBar />);
    expect(bar()).toBeNull();
  });

  it('shows while a call is pending and hides when the last one ends', () => {
    renderWithProviders(<TopProgressBar />);
    begin();
    expect(screen.getByRole('progressbar', { name: 'Ładowanie…' })).toBe(bar());

    begin();
    end();
    expect(bar()).not.toBeNull();
    end();
    expect(bar()).toBeNull();
  });

  it('hides after 5 s even while a call is still pending', () => {
    renderWithProviders(<TopProgressBar />);
    begin();
    advance(4_999);
    expect(bar()).not.toBeNull();
    advance(1);
    expect(bar()).toBeNull();

    // More calls in the same busy period do not bring it back.
    begin();
    expect(bar()).toBeNull();
    expect(pendingRequests.count()).toBe(2);
  });

  it('shows again for a new busy period, with a fresh 5 s', () => {
    renderWithProviders(<TopProgressBar />);
    begin();
    advance(5_000);
    expect(bar()).toBeNull();
    end();

    begin();
    expect(bar()).not.toBeNull();
    advance(4_999);
    expect(bar()).not.toBeNull();
    advance(1);
    expect(bar()).toBeNull();
  });

  it('times each busy period from its own start', () => {
    renderWithProviders(<TopProgressBar />);
    begin();
    advance(3_000);
    end();
    begin();
    advance(3_000);
    expect(bar()).not.toBeNull();
  });
});
