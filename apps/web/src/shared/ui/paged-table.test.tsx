import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { PagedTable, type PagedTableColumn, type PagerTexts } from './paged-table';

beforeAll(initTestI18n);

type Sort = 'date' | 'updatedAt';

const COLUMNS: PagedTableColumn<Sort>[] = [
  { key: 'name', label: 'Nazwa' },
  { key: 'date', label: 'Data', sort: 'date' },
  { key: 'actions', label: 'Akcje', align: 'right' },
];

const TEXTS: PagerTexts = {
  rowsPerPage: 'Wierszy na stronie:',
  displayedRows: ({ from, to, count }, atLeast) => `${from}–${to} z ${count}${atLeast ? '+' : ''}`,
  pageButton: (type) => `Strona: ${type}`,
};

interface Row {
  id: string;
  name: string;
}

const ROWS: Row[] = [
  { id: '1', name: 'Pierwszy' },
  { id: '2', name: 'Drugi' },
];

function renderTable(overrides: Partial<ComponentProps<typeof PagedTable<Row, Sort>>>) {
  const handlers = { onPageChange: vi.fn(), onSizeChange: vi.fn(), onSortChange: vi.fn() };
  renderWithProviders(
    <PagedTable
      label="Rzeczy"
      columns={COLUMNS}
      rows={ROWS}
      renderRow={(row) => (
        <TableRow>
          <TableCell>{row.name}</TableCell>
          <TableCell />
          <TableCell />
        </TableRow>
      )}
      state={{ page: 0, size: 20, sort: 'updatedAt', direction: 'DESC' }}
      total={2}
      loading={false}
      texts={TEXTS}
      {...handlers}
      {...overrides}
    />,
  );
  return handlers;
}

describe('PagedTable', () => {
  it("draws the caller's rows under the headings and sorts by a column, descending first", async () => {
    const user = userEvent.setup({ delay: null });
    const { onSortChange } = renderTable({});
    const table = screen.getByRole('table', { name: 'Rzeczy' });
    expect(table.getAttribute('aria-busy')).toBe('false');
    expect(within(table).getByText('Pierwszy')).toBeTruthy();
    expect(within(table).getByText('Drugi')).toBeTruthy();
    const date = within(table).getByRole('columnheader', { name: 'Data' });
    // Not the list's order now: no aria-sort.
    expect(date.getAttribute('aria-sort')).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Nazwa' })).toBeNull();
    await user.click(within(date).getByRole('button', { name: 'Data' }));
    expect(onSortChange).toHaveBeenCalledWith('date', 'DESC');
    expect(screen.getByText('1–2 z 2')).toBeTruthy();
  });

  it('turns the order round on the active column and says it in aria-sort', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSortChange } = renderTable({
      state: { page: 0, size: 20, sort: 'date', direction: 'DESC' },
    });
    const date = screen.getByRole('columnheader', { name: 'Data' });
    expect(date.getAttribute('aria-sort')).toBe('descending');
    await user.click(within(date).getByRole('button', { name: 'Data' }));
    expect(onSortChange).toHaveBeenCalledWith('date', 'ASC');
  });

  it('shows skeleton rows while the page loads', () => {
    renderTable({ rows: null, loading: true });
    const table = screen.getByRole('table', { name: 'Rzeczy' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).queryByText('Pierwszy')).toBeNull();
    // Five rows of three cells under the heading.
    expect(within(table).getAllByRole('row')).toHaveLength(6);
  });

  it('pages past a capped count while more follow, and changes the page size', async () => {
    const user = userEvent.setup({ delay: null });
    const { onPageChange, onSizeChange } = renderTable({
      state: { page: 1, size: 20, sort: 'updatedAt', direction: 'DESC' },
      total: 1000,
      totalCapped: true,
      hasMore: true,
    });
    expect(screen.getByText('21–40 z 1000+')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Strona: next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('combobox', { name: 'Wierszy na stronie:' }));
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onSizeChange).toHaveBeenCalledWith(50);
  });
});
