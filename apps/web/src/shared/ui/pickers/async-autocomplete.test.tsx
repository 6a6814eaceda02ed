import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { AsyncAutocomplete } from './async-autocomplete';

interface City {
  id: string;
  name: string;
}

const CITIES: City[] = [
  { id: '1', name: 'Warszawa' },
  { id: '2', name: 'Wrocław' },
  { id: '3', name: 'Kraków' },
];

function Single({
  search,
  onChange,
}: {
  search: (text: string) => Promise<City[]>;
  onChange: (city: City | null) => void;
}) {
  const [value, setValue] = useState<City | null>(null);
  return (
    <AsyncAutocomplete<City>
      label="Miasto"
      value={value}
      onChange={(city) => {
        setValue(city);
        onChange(city);
      }}
      search={search}
      getOptionLabel={(city) => city.name}
      error={value ? undefined : 'To pole jest wymagane'}
    />
  );
}

const byName = (text: string) =>
  Promise.resolve(CITIES.filter((city) => city.name.toLowerCase().includes(text.toLowerCase())));

beforeAll(async () => {
  await initTestI18n();
});

describe('AsyncAutocomplete', { timeout: 15_000 }, () => {
  it('searches once typing has paused for 500 ms, with the whole text', async () => {
    const search = vi.fn(byName);
    renderWithProviders(<Single search={search} onChange={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Miasto' });
    await userEvent.type(input, 'Wa');
    // Right after the keystrokes nothing has been asked yet.
    expect(search).not.toHaveBeenCalled();
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(search).toHaveBeenCalledWith('Wa');
    expect(await screen.findByRole('option', { name: 'Warszawa' })).toBeDefined();
    expect(screen.queryByRole('option', { name: 'Kraków' })).toBeNull();
  });

  it('is used with the keyboard: arrows and Enter choose, the form error is shown', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Single search={byName} onChange={onChange} />);
    expect(screen.getByText('To pole jest wymagane')).toBeDefined();
    const input = screen.getByRole('combobox', { name: 'Miasto' });
    await userEvent.type(input, 'w');
    await screen.findByRole('option', { name: 'Wrocław' }, { timeout: 2000 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ id: '2', name: 'Wrocław' });
    expect((input as HTMLInputElement).value).toBe('Wrocław');
    expect(screen.queryByText('To pole jest wymagane')).toBeNull();
  });

  it('says so when nothing matches', async () => {
    renderWithProviders(<Single search={byName} onChange={() => undefined} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Miasto' }), 'xyz');
    expect(await screen.findByText('Brak wyników', {}, { timeout: 2000 })).toBeDefined();
  });
});
