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
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a button for each configured provider only', () => {
    renderWithProviders(<SocialSignIn configured={['GOOGLE']} />);
    expect(screen.getByText('lub')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Zaloguj przez Google',
    ]);
  });
});
