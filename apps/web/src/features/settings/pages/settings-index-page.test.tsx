import { screen } from '@testing-library/react';
import type { Role } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../shared/auth/session-store';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { SettingsIndexPage } from './settings-index-page';

function signInAs(role: Role) {
  sessionStore.signIn({
    token: 'token',
    roles: [role],
    userId: '1',
    login: 'someone@example.com',
    acceptedTerms: true,
  });
}

beforeAll(async () => {
  await initTestI18n();
});

afterEach(() => {
  sessionStore.signOut();
});

describe('SettingsIndexPage', () => {
  it('offers Admin the tablets page', () => {
    signInAs('Admin');
    renderWithProviders(<SettingsIndexPage />, { route: '/settings' });
    const link = screen.getByRole('link', { name: /Tablety/ });
    expect(link.getAttribute('href')).toBe('/settings/tablets');
  });

  it('tells a Manager that no settings page is open to them yet, instead of a dead end', () => {
    signInAs('Manager');
    renderWithProviders(<SettingsIndexPage />, { route: '/settings' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(
      screen.getByText('Dla Twojej roli nie ma jeszcze dostępnych stron ustawień.'),
    ).toBeDefined();
  });
});
