import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteOneBranchDocument,
  SettingsBranchesDocument,
} from '../../../../__generated__/graphql';
import { initTestI18n } from '../../../../test/render-with-providers';
import { branch, renderBranches, type Mock } from '../test/render-branches';
import { BranchesPage } from './branches-page';

const variables = (
  extra: { name?: string; offset?: number; sort?: string; dir?: string } = {},
) => ({
  filter: { includeInactive: true, ...(extra.name ? { name: extra.name } : {}) },
  sorting: [{ field: extra.sort ?? 'name', direction: extra.dir ?? 'ASC' }],
  paging: { offset: extra.offset ?? 0, limit: 10 },
});

const page = (
  vars: ReturnType<typeof variables>,
  nodes: unknown[],
  totalCount = nodes.length,
): Mock => ({
  request: { query: SettingsBranchesDocument, variables: vars },
  result: { data: { branches: { __typename: 'BranchConnection', totalCount, nodes } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const render = (mocks: Mock[], route = '/settings/branches') =>
  renderBranches('/settings/branches', <BranchesPage />, mocks, route);

beforeAll(async () => {
  await initTestI18n();
});

describe('BranchesPage', { timeout: 30_000 }, () => {
  it('lists branches with region, devices and the inactive chip', async () => {
    render([
      page(variables(), [
        branch('1', 'Mokotów'),
        branch('2', 'Stara filia', { active: false, region: null }),
      ]),
    ]);
    const table = await screen.findByRole('table', { name: 'Filie' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('mazowieckie')).toBeDefined();
    expect(within(rows[1]!).getByText('Urządzenia: 1')).toBeDefined();
    expect(within(rows[2]!).getByText('Nieaktywna')).toBeDefined();
  });

  it('reads page and sort from the URL', async () => {
    render(
      [
        page(
          variables({ offset: 10, sort: 'region', dir: 'DESC' }),
          [branch('11', 'Jedenasta')],
          11,
        ),
      ],
      '/settings/branches?page=2&sort=region&dir=DESC',
    );
    expect(await screen.findByText('Jedenasta')).toBeDefined();
    expect(screen.getByText('11–11 z 11')).toBeDefined();
  });

  it('filters by name once typing pauses', async () => {
    render([
      page(variables(), [branch('1', 'Mokotów')], 1),
      page(variables({ name: 'wola' }), [branch('3', 'Wola')]),
    ]);
    await screen.findByText('Mokotów');
    await userEvent.type(screen.getByLabelText('Szukaj po nazwie'), 'wola');
    expect(await screen.findByText('Wola', {}, { timeout: 6000 })).toBeDefined();
  });

  it('shows the empty state', async () => {
    render([page(variables(), [])]);
    expect(await screen.findByText('Brak filii')).toBeDefined();
  });

  it('shows the load error, and the list after a retry', async () => {
    render([
      {
        request: { query: SettingsBranchesDocument, variables: variables() },
        error: new Error('boom'),
      },
      page(variables(), [branch('1', 'Mokotów')]),
    ]);
    expect(await screen.findByText('Nie udało się załadować listy filii.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Mokotów')).toBeDefined();
  });

  it('says the branch was deactivated when records still name it', async () => {
    render([
      page(variables(), [branch('1', 'Mokotów')]),
      {
        request: { query: DeleteOneBranchDocument, variables: { branchId: '1' } },
        result: {
          data: {
            deleteOneBranch: { __typename: 'BranchDeletion', deleted: false, deactivated: true },
          },
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń filię Mokotów' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'Filia jest używana (tablety, wizyty lub badania), więc została dezaktywowana zamiast usunięta.',
        ),
      ).toBeDefined(),
    );
  });
});
