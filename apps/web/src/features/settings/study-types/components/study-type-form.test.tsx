import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { StudyTypeInput } from '../../../../__generated__/graphql';
import { initTestI18n, renderWithProviders } from '../../../../test/render-with-providers';
import { studyTypeToForm } from '../forms/study-type-form-values';
import { StudyTypeForm } from './study-type-form';

beforeAll(initTestI18n);

const GROUPS = ['Standard', 'Ulgowy'];

function renderForm() {
  const onSubmit = vi.fn<(input: StudyTypeInput) => Promise<void>>(() => Promise.resolve());
  renderWithProviders(
    <StudyTypeForm
      initialValues={studyTypeToForm(null, GROUPS)}
      deviceTypes={['CBCT', 'PANTOMOGRAPH']}
      editing={false}
      submitLabel="Zapisz"
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

// Typing into a dozen MUI fields takes seconds on a busy machine.
describe('StudyTypeForm', { timeout: 20_000 }, () => {
  it('offers one price field per price group and sends typed money as exact text', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Kod/ }), 'PAN');
    await user.type(screen.getByRole('textbox', { name: /^Nazwa/ }), 'Pantomogram');
    await user.type(screen.getByRole('spinbutton', { name: /Czas opisu/ }), '15');
    await user.type(screen.getByRole('textbox', { name: 'Cena opisu' }), '90,5');
    await user.type(screen.getByRole('textbox', { name: 'Cena – Standard' }), '0,1');
    const reduced = screen.getByRole<HTMLInputElement>('textbox', { name: 'Cena – Ulgowy' });
    expect(reduced.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      code: 'PAN',
      name: 'Pantomogram',
      timeToDescribe: 15,
      descriptionPrice: '90.50',
      urgentDescriptionPrice: null,
      // An empty group is no price, not a zero.
      studyTypePrices: [{ presetName: 'Standard', price: '0.10' }],
      studyTypeDevices: [],
    });
  });

  it('shows the domain messages and does not submit', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Cena – Ulgowy' }), '12,345');
    await user.click(screen.getByRole('textbox', { name: /Komentarz/ }));
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findAllByText('To pole jest wymagane')).toHaveLength(3);
    expect(screen.getByText('Podaj kwotę w złotych, np. 120 lub 99,50')).toBeTruthy();
    expect(screen.getByText(/najwyżej 200/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds and removes device rows; a duration must be a positive whole number', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Dodaj typ urządzenia' }));
    await user.click(screen.getByRole('button', { name: 'Dodaj typ urządzenia' }));
    expect(screen.getAllByRole('group', { name: /^Urządzenie/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Usuń urządzenie 2' }));
    expect(screen.getAllByRole('group', { name: /^Urządzenie/ })).toHaveLength(1);
    await user.type(screen.getByRole('spinbutton', { name: /Czas trwania/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Wartość musi być dodatnia')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
