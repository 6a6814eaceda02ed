import type { Role } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthRecord } from './session-store';

function buildAuth(overrides: Partial<AuthRecord> = {}): AuthRecord {
  return {
    token: 'token-1',
    roles: ['Technician', 'Admin'],
    userId: 'user-1',
    login: 'jan.kowalski@example.com',
    acceptedTerms: true,
    ...overrides,
  };
}

function storedJson(key: string): unknown {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

function storeContext(currentRole: Role | null, currentBranch: string | null = null): void {
  window.localStorage.setItem(
    'appContext',
    JSON.stringify({ currentRole, currentBranch, showAfterLogin: true }),
  );
}

/** A fresh copy of the store module, which reads localStorage when it loads. */
async function loadStore() {
  vi.resetModules();
  const { sessionStore } = await import('./session-store');
  return sessionStore;
}

afterEach(() => {
  vi.resetModules();
});

describe('signIn', () => {
  it('takes the first role when no earlier role is remembered', async () => {
    const store = await loadStore();
    const session = store.signIn(buildAuth());
    expect(session.currentRole).toBe('Technician');
    expect(store.get()).toEqual(session);
  });

  it('keeps the earlier role when the user still has it', async () => {
    storeContext('Admin', 'branch-7');
    const store = await loadStore();
    const session = store.signIn(buildAuth());
    expect(session.currentRole).toBe('Admin');
    expect(session.currentBranch).toBe('branch-7');
  });

  it('takes the first role when the earlier one is no longer the user’s', async () => {
    storeContext('Manager');
    const store = await loadStore();
    expect(store.signIn(buildAuth()).currentRole).toBe('Technician');
  });

  it('stores the auth and app context records', async () => {
    const store = await loadStore();
    store.signIn(buildAuth());
    expect(storedJson('auth')).toEqual(buildAuth());
    expect(storedJson('appContext')).toEqual({
      currentRole: 'Technician',
      currentBranch: null,
      showAfterLogin: true,
    });
  });

  it('tells subscribers', async () => {
    const store = await loadStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.signIn(buildAuth());
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('signOut', () => {
  it('forgets the token but keeps the role and branch for the next sign-in', async () => {
    const store = await loadStore();
    store.signIn(buildAuth());
    store.update({ currentRole: 'Admin', currentBranch: 'branch-2' });
    store.signOut();

    expect(store.get()).toBeNull();
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(storedJson('appContext')).toMatchObject({
      currentRole: 'Admin',
      currentBranch: 'branch-2',
    });
    expect(store.signIn(buildAuth({ token: 'token-2' })).currentRole).toBe('Admin');
  });
});

describe('update', () => {
  it('switches to another of the user’s roles and stores it', async () => {
    const store = await loadStore();
    store.signIn(buildAuth());
    store.update({ currentRole: 'Admin' });
    expect(store.get()?.currentRole).toBe('Admin');
    expect(storedJson('appContext')).toMatchObject({ currentRole: 'Admin' });
  });

  it('refuses a role the user does not have', async () => {
    const store = await loadStore();
    store.signIn(buildAuth());
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ currentRole: 'Manager' });
    expect(store.get()?.currentRole).toBe('Technician');
    expect(storedJson('appContext')).toMatchObject({ currentRole: 'Technician' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('records accepted terms in the auth record', async () => {
    const store = await loadStore();
    store.signIn(buildAuth({ acceptedTerms: false }));
    store.update({ acceptedTerms: true });
    expect(storedJson('auth')).toMatchObject({ acceptedTerms: true });
  });

  it('does nothing without a session', async () => {
    const store = await loadStore();
    store.update({ currentBranch: 'branch-1' });
    expect(store.get()).toBeNull();
    expect(window.localStorage.getItem('auth')).toBeNull();
  });
});

describe('loading', () => {
  it('restores the stored session with its role and branch', async () => {
    window.localStorage.setItem('auth', JSON.stringify(buildAuth()));
    storeContext('Admin', 'branch-3');
    const store = await loadStore();
    expect(store.get()).toEqual({
      ...buildAuth(),
      currentRole: 'Admin',
      currentBranch: 'branch-3',
    });
  });

  it('takes the first role when the stored app context is missing or corrupted', async () => {
    window.localStorage.setItem('auth', JSON.stringify(buildAuth()));
    window.localStorage.setItem('appContext', '{"currentRole": 42');
    const store = await loadStore();
    expect(store.get()).toMatchObject({ currentRole: 'Technician', currentBranch: null });
  });

  it.each([
    ['not JSON', '{"token": "abc"'],
    ['not an object', '"token-1"'],
    ['without a token', JSON.stringify(buildAuth({ token: '' }))],
    ['without roles', JSON.stringify(buildAuth({ roles: [] }))],
    ['with an unknown role', JSON.stringify({ ...buildAuth(), roles: ['Superuser'] })],
    ['with a field missing', JSON.stringify({ ...buildAuth(), login: undefined })],
  ])('counts an auth record %s as no session', async (_, raw) => {
    window.localStorage.setItem('auth', raw);
    const store = await loadStore();
    expect(store.get()).toBeNull();
  });

  it('follows a sign-in and sign-out in another tab', async () => {
    const store = await loadStore();
    const listener = vi.fn();
    store.subscribe(listener);

    window.localStorage.setItem('auth', JSON.stringify(buildAuth()));
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
    expect(store.get()?.login).toBe('jan.kowalski@example.com');

    window.localStorage.removeItem('auth');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
