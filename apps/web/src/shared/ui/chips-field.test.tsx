import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { ChipsField } from './chips-field';

beforeAll(initTestI18n);
afterEach(() => vi.restoreAllMocks());

function Harness({ initial = [] as string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <SnackbarProvider>
      <ChipsField
        label="Telefony"
        type="tel"
        values={values}
        onChange={setValues}
        validate={(value) => (/^\d+$/.test(value) ? null : 'validation.phone.invalid')}
      />
    </SnackbarProvider>
  );
}

describe('ChipsField', () => {
  it('adds what is typed on Enter, once, and removes a chip with its icon', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Telefony' });
    await user.type(input, '600100200{Enter}');
    await user.type(input, '600100200{Enter}');
    const list = screen.getByRole('list', { name: 'Telefony' });
    expect(list.querySelectorAll('li')).toHaveLength(1);
    expect(input).toHaveProperty('value', '');
    await user.click(screen.getByTitle('Usuń 600100200'));
    expect(screen.queryByRole('list', { name: 'Telefony' })).toBeNull();
  });

  it('keeps an unacceptable value in the field with the rule’s message', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Telefony' });
    await user.type(input, 'abc{Enter}');
    expect(screen.getByText('Nieprawidłowy numer telefonu')).toBeTruthy();
    expect(input).toHaveProperty('value', 'abc');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('copies a chip’s value when it is clicked, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<Harness initial={['600100200']} />);
    await user.click(screen.getByRole('button', { name: 'Kopiuj 600100200' }));
    expect(writeText).toHaveBeenCalledWith('600100200');
    expect(await screen.findByText('Skopiowano do schowka: 600100200')).toBeTruthy();
  });
});
