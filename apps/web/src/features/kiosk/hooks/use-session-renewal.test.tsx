import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInOutcome } from '../api/sign-in-tablet';
import { createKioskSessionStore, type KioskSession } from '../session/kiosk-session-store';
import { useSessionRenewal } from './use-session-renewal';

const paired = (overrides: Partial<KioskSession> = {}): KioskSession => ({
  clientId: 'client-1',
  clientSecret: 'secret-1',
  token: 'token-1',
  expiresAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
  tablet: { id: '1', name: 'Rejestracja', branchName: 'Warszawa Mokotów' },
  ...overrides,
});

function setUp(outcome: SignInOutcome) {
  const store = createKioskSessionStore();
  store.pair(paired());
  const signIn = vi.fn(() => Promise.resolve(outcome));
  const hook = renderHook(() => useSessionRenewal({ store, session: store.get()!, signIn }));
  return { store, signIn, hook };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useSessionRenewal', () => {
  it('signs in again with the stored credentials when the session has ended', async () => {
    const { store, signIn, hook } = setUp({
      ok: true,
      session: {
        token: 'token-2',
        expiresAt: '2031-01-01T00:00:00.000Z',
        tablet: { id: '1', name: 'Rejestracja', branchName: 'Warszawa Mokotów' },
      },
    });
    act(() => hook.result.current.sessionEnded());
    await waitFor(() => expect(store.get()?.token).toBe('token-2'));
    expect(signIn).toHaveBeenCalledWith('client-1', 'secret-1');
    expect(store.get()?.expiresAt).toBe('2031-01-01T00:00:00.000Z');
    // The record survives a reload.
    expect(createKioskSessionStore().get()?.token).toBe('token-2');
  });

  it('unpairs when the credentials are refused for good (tablet deleted or registered again)', async () => {
    const { store, hook } = setUp({
      ok: false,
      error: { kind: 'other', code: 'INVALID_CREDENTIALS', message: 'Nieprawidłowy sekret' },
    });
    act(() => hook.result.current.sessionEnded());
    await waitFor(() => expect(store.get()).toBeNull());
    expect(store.reason()).toBe('revoked');
    expect(window.localStorage.getItem('kioskTablet')).toBeNull();
  });

  it('stays paired and says so while an administrator has switched the tablet off', async () => {
    const { store, hook } = setUp({
      ok: false,
      error: { kind: 'other', code: 'ACCOUNT_INACTIVE', message: 'Tablet jest nieaktywny.' },
    });
    act(() => hook.result.current.sessionEnded());
    await waitFor(() => expect(hook.result.current.inactive).toBe(true));
    expect(store.get()?.token).toBe('token-1');
  });

  it('keeps the pairing when the server cannot be reached, and tries again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store, signIn, hook } = setUp({ ok: false, error: { kind: 'network' } });
    act(() => hook.result.current.sessionEnded());
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
    expect(store.get()?.token).toBe('token-1');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it('renews a session shortly before it expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = createKioskSessionStore();
    store.pair(paired({ expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() }));
    const signIn = vi.fn(() =>
      Promise.resolve<SignInOutcome>({ ok: false, error: { kind: 'network' } }),
    );
    renderHook(() => useSessionRenewal({ store, session: store.get()!, signIn }));
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(signIn).not.toHaveBeenCalled();
    // Five minutes before the end (and then, without a network, every 30 s).
    await act(() => vi.advanceTimersByTimeAsync(60_000 + 1_000));
    expect(signIn).toHaveBeenCalledTimes(1);
  });
});
