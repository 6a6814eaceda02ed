import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { UNSAVED_CHANGES_ARM_MS } from '@portal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../../test/render-with-providers';
import { ProgramForm } from './program-form';

beforeAll(async () => {
  await initTestI18n();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderForm() {
  const client = new ApolloClient({ link: new MockLink([]), cache: new InMemoryCache() });
  renderWithProviders(
    <ApolloProvider client={client}>
      <SnackbarProvider>
        <Routes>
          <Route path="/settings/programs/add" element={<ProgramForm />} />
          <Route path="/settings/programs" element={<p>lista programów</p>} />
        </Routes>
      </SnackbarProvider>
    </ApolloProvider>,
    { route: '/settings/programs/add' },
  );
}

describe('ProgramForm', { timeout: 15_000 }, () => {
  it('asks before Cancel drops what was typed, and stays when told to', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /Nazwa/ }), 'Przeglądarka DICOM');
    await act(() => vi.advanceTimersByTime(UNSAVED_CHANGES_ARM_MS));

    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Niezapisane zmiany' });
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Nazwa/ }).value).toBe(
      'Przeglądarka DICOM',
    );

    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    await user.click(await screen.findByRole('button', { name: 'Porzuć zmiany' }));
    expect(await screen.findByText('lista programów')).toBeTruthy();
  });

  it('leaves at once when nothing was typed', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(await screen.findByText('lista programów')).toBeTruthy();
  });
});
