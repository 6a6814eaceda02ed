import type { Role, RouteAccess } from '@portal/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { LoginLocationState } from './login-redirect';
import { RouteGuard } from './route-guard';
import { sessionStore } from './session-store';

const REFERRALS: RouteAccess = {
  path: '/referals',
  anyOf: ['Admin', 'Doctor', 'Technician'],
  forbidden: ['DentalOffice'],
};

/** Stands in for the login page: shows where the guard sent the user and with what state. */
function LoginProbe() {
  const location = useLocation();
  return (
    <output data-testid="login">
      {JSON.stringify({ path: location.pathname, state: location.state as unknown })}
    </output>
  );
}

function renderAt(entry: string, access: RouteAccess = REFERRALS) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route
          path={access.path}
          element={
            <RouteGuard access={access} denied={<p>Brak dostępu</p>}>
              <p>Lista skierowań</p>
            </RouteGuard>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

function loginState(): { path: string; state: LoginLocationState | null } {
  return JSON.parse(screen.getByTestId('login').textContent ?? 'null') as {
    path: string;
    state: LoginLocationState | null;
  };
}

function signInAs(role: Role): void {
  act(() => {
    sessionStore.signIn({
      token: 'token',
      roles: [role],
      userId: 'user-1',
      login: 'user@example.com',
      acceptedTerms: true,
    });
  });
}

afterEach(() => {
  act(() => sessionStore.signOut());
});

describe('RouteGuard', () => {
  it('sends a visitor without a session to /login, remembering where they were', () => {
    renderAt('/referals?page=2#top');
    expect(screen.queryByText('Lista skierowań')).toBeNull();
    expect(loginState()).toEqual({ path: '/login', state: { from: '/referals?page=2#top' } });
  });

  it('tells a signed-in role outside anyOf it has no access, without leaving the page', () => {
    signInAs('Patient');
    renderAt('/referals?patientId=5');
    expect(screen.queryByText('Lista skierowań')).toBeNull();
    expect(screen.getByText('Brak dostępu')).toBeTruthy();
    expect(screen.queryByTestId('login')).toBeNull();
  });

  it('tells a forbidden role it has no access', () => {
    signInAs('DentalOffice');
    renderAt('/referals?patientId=5', {
      ...REFERRALS,
      anyOf: [...(REFERRALS.anyOf ?? []), 'DentalOffice'],
    });
    expect(screen.queryByText('Lista skierowań')).toBeNull();
    expect(screen.getByText('Brak dostępu')).toBeTruthy();
    expect(screen.queryByTestId('login')).toBeNull();
  });

  it('renders the page for an allowed role', () => {
    signInAs('Doctor');
    renderAt('/referals');
    expect(screen.getByText('Lista skierowań')).toBeTruthy();
    expect(screen.queryByText('Brak dostępu')).toBeNull();
  });

  it('tells a role without a required one it has no access', () => {
    signInAs('Doctor');
    renderAt('/referals', { path: '/referals', required: ['Admin'] });
    expect(screen.getByText('Brak dostępu')).toBeTruthy();
  });

  it('turns the user away when the session ends while on the page', () => {
    signInAs('Doctor');
    renderAt('/referals');
    expect(screen.getByText('Lista skierowań')).toBeTruthy();

    act(() => sessionStore.signOut());
    expect(screen.queryByText('Lista skierowań')).toBeNull();
    expect(loginState()).toEqual({ path: '/login', state: { from: '/referals' } });
  });
});
