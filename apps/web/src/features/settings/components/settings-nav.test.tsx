import { screen, within } from '@testing-library/react';
import type { Role } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../shared/auth/session-store';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { SettingsNav } from './settings-nav';

function actAs(role: Role) {
  sessionStore.signIn({
    token: 'token',
    roles: [role],
    userId: '1',
    login: 'admin@example.com',
    acceptedTerms: true,
  });
}

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Administracja' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('SettingsNav', () => {
  it('shows an Admin every settings page in the spec order', () => {
    actAs('Admin');
    renderWithProviders(<SettingsNav />, { route: '/settings/branches' });
    expect(tabNames()).toEqual([
      'Filie',
      'Programy',
      'Tablety',
      'Typy badań',
      'Użytkownicy',
      'Konfiguracja',
      'Dziennik zdarzeń',
    ]);
  });

  it('shows a Manager only branches and users', () => {
    actAs('Manager');
    renderWithProviders(<SettingsNav />, { route: '/settings/users' });
    expect(tabNames()).toEqual(['Filie', 'Użytkownicy']);
  });

  it('marks the page shown, also on its edit page', () => {
    actAs('Admin');
    renderWithProviders(<SettingsNav />, { route: '/settings/study-types/edit/4' });
    const current = screen.getByRole('tab', { name: 'Typy badań' });
    expect(current.getAttribute('aria-selected')).toBe('true');
    expect(current.getAttribute('aria-current')).toBe('page');
    const branches = screen.getByRole('tab', { name: 'Filie' });
    expect(branches.getAttribute('href')).toBe('/settings/branches');
  });
});
