import TextField from '@mui/material/TextField';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { FilterCell, FilterPanel } from './filter-panel';

beforeAll(initTestI18n);

const TEXTS = { toggle: 'Wyszukiwanie', panel: 'Wyszukiwanie spotkań', clear: 'Wyczyść filtry' };

function renderPanel(filtered: boolean, onClear = vi.fn()) {
  renderWithProviders(
    <FilterPanel
      texts={TEXTS}
      filtered={filtered}
      onClear={onClear}
      quickFilters={<button type="button">Dziś</button>}
    >
      <FilterCell>
        <TextField label="Komentarz" />
      </FilterCell>
    </FilterPanel>,
  );
  return onClear;
}

describe('FilterPanel', () => {
  it('starts closed on an unfiltered list, opens the named search region, clearing off', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel(false);
    const toggle = screen.getByRole('button', { name: 'Wyszukiwanie' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Dziś' })).toBeTruthy();
    // A closed, unfiltered panel offers no clearing beside the toggle.
    expect(screen.queryAllByRole('button', { name: 'Wyczyść filtry' })).toHaveLength(0);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('search', { name: 'Wyszukiwanie spotkań' });
    expect(toggle.getAttribute('aria-controls')).toBe(region.parentElement?.closest('[id]')?.id);
    expect(screen.getByRole('textbox', { name: 'Komentarz' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyczyść filtry' })).toHaveProperty('disabled', true);
  });

  it('starts open on a filtered list and, closed, still offers clearing beside the toggle', async () => {
    const user = userEvent.setup({ delay: null });
    const onClear = renderPanel(true);
    const toggle = screen.getByRole('button', { name: 'Wyszukiwanie' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(onClear).toHaveBeenCalledOnce();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const beside = within(toggle.parentElement!);
    await user.click(beside.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(onClear).toHaveBeenCalledTimes(2);
  });
});
