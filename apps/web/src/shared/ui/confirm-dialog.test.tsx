import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { ConfirmDialog } from './confirm-dialog';
import { RemoveConfirmDialog } from './remove-confirm-dialog';

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

beforeAll(initTestI18n);

describe('ConfirmDialog', () => {
  it('shows its title and message and calls onCancel on Cancel', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        title="Wysłać link?"
        message="Pacjent otrzyma e-mail."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Wysłać link?' })).toBeTruthy();
    expect(screen.getByText('Pacjent otrzyma e-mail.')).toBeTruthy();

    await userEvent.setup().click(button('Anuluj'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('focuses Cancel first', () => {
    renderWithProviders(
      <ConfirmDialog open title="Wysłać link?" onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(document.activeElement).toBe(button('Anuluj'));
  });

  it('disables both buttons until an async onConfirm settles', async () => {
    const pending = deferred();
    const onConfirm = vi.fn(() => pending.promise);
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog open title="Wysłać link?" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const user = userEvent.setup();

    await user.click(button('Potwierdź'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(button('Potwierdź').disabled).toBe(true);
    expect(button('Anuluj').disabled).toBe(true);

    // Escape does not close it meanwhile, and a second click does not confirm twice.
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(button('Potwierdź'));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await act(() => {
      pending.resolve();
      return pending.promise;
    });
    expect(button('Potwierdź').disabled).toBe(false);
    expect(button('Anuluj').disabled).toBe(false);
  });

  it('keeps Confirm disabled while told to', () => {
    renderWithProviders(
      <ConfirmDialog
        open
        title="Wysłać link?"
        confirmDisabled
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(button('Potwierdź').disabled).toBe(true);
    expect(button('Anuluj').disabled).toBe(false);
  });

  it('renders nothing while closed', () => {
    renderWithProviders(
      <ConfirmDialog open={false} title="Wysłać link?" onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('RemoveConfirmDialog', () => {
  it('names what is removed and confirms with Usuń', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <RemoveConfirmDialog open subject="Jan Kowalski" onConfirm={onConfirm} onCancel={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Potwierdź usunięcie' });
    expect(dialog.textContent).toContain(
      'Czy na pewno chcesz usunąć: Jan Kowalski? Tej operacji nie można cofnąć.',
    );

    await userEvent.setup().click(button('Usuń'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
