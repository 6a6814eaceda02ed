import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { SocialSignIn } from './social-sign-in';

beforeAll(async () => {
  await initTestI18n();
});

describe('SocialSignIn', () => {
  it('shows nothing, not even the "or" divider, while no provider is configured', () => {
    const { container } = renderWithProviders(<SocialSignIn configured={[]} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links each configured provider only to the start of its flow', () => {
    renderWithProviders(<SocialSignIn configured={['GOOGLE']} />);
    expect(screen.getByText('lub')).toBeTruthy();
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Zaloguj przez Google', '/api/auth/oauth/google/start']]);
  });

  it('links both when both are configured', () => {
    renderWithProviders(<SocialSignIn configured={['FACEBOOK', 'GOOGLE']} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/api/auth/oauth/google/start',
      '/api/auth/oauth/facebook/start',
    ]);
  });
});
