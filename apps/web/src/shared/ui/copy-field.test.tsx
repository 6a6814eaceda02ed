import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { CopyField } from './copy-field';

beforeAll(initTestI18n);
afterEach(() => vi.restoreAllMocks());

function renderSecret() {
  renderWithProviders(
    <SnackbarProvider>
      <CopyField label="Sekret klienta" value="s3cr3t-value" code />
    </SnackbarProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('CopyField', () => {
  it('copies the value and names the field, never the value, in the toast', async () => {
    const user = renderSecret();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Kopiuj: Sekret klienta' }));
    expect(writeText).toHaveBeenCalledWith('s3cr3t-value');
    expect(await screen.findByText('Skopiowano do schowka: Sekret klienta')).toBeTruthy();
    expect(screen.queryByText(/Skopiowano do schowka: s3cr3t/)).toBeNull();
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    const user = renderSecret();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Kopiuj: Sekret klienta' }));
    expect(
      await screen.findByText('Nie udało się skopiować. Zaznacz tekst i skopiuj go ręcznie.'),
    ).toBeTruthy();
  });
});
