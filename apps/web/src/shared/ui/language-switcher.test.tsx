import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { LanguageSwitcher } from './language-switcher';

beforeAll(initTestI18n);

describe('LanguageSwitcher', () => {
  it('has a name that contains its visible text (WCAG 2.5.3 label in name)', () => {
    renderWithProviders(<LanguageSwitcher />);
    const button = screen.getByRole('button', { name: 'Język: PL' });
    expect(button.textContent).toBe('PL');
    expect(button.getAttribute('aria-label')).toContain('PL');
  });
});
