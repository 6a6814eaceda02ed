import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { LoadError } from './load-error';

beforeAll(initTestI18n);

describe('LoadError', () => {
  it('says what failed and tries again, swallowing a failed retry (the alert stays)', async () => {
    const user = userEvent.setup({ delay: null });
    const onRetry = vi.fn(() => Promise.reject(new Error('still down')));
    renderWithProviders(<LoadError message="Nie udało się wczytać tabletów." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Nie udało się wczytać tabletów.');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
