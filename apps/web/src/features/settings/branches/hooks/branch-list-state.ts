import { BRANCH_SETTINGS_PAGE_SIZE } from '@portal/domain';
import type {
  BranchSortField,
  SettingsBranchesQueryVariables,
} from '../../../../__generated__/graphql';

export type OwnBranchFilter = 'all' | 'own' | 'partner';
export type SortDirection = 'ASC' | 'DESC';

export interface BranchListState {
  /** 0-based; the URL shows it 1-based. */
  page: number;
  name: string;
  own: OwnBranchFilter;
  sort: BranchSortField;
  direction: SortDirection;
}

export const DEFAULT_BRANCH_LIST: BranchListState = {
  page: 0,
  name: '',
  own: 'all',
  sort: 'name',
  direction: 'ASC',
};

export const SORT_FIELDS: readonly BranchSortField[] = [
  'color',
  'id',
  'name',
  'ownBranch',
  'region',
];
const OWN: readonly OwnBranchFilter[] = ['all', 'own', 'partner'];

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** The list as the URL says it (a reload or a shared link shows the same page). */
export function parseBranchListParams(params: URLSearchParams): BranchListState {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    name: params.get('name') ?? '',
    own: oneOf(OWN, params.get('own'), 'all'),
    sort: oneOf(SORT_FIELDS, params.get('sort'), 'name'),
    direction: params.get('dir') === 'DESC' ? 'DESC' : 'ASC',
  };
}

/** The state in the URL; other parameters (e.g. `lang`) stay, defaults are left out. */
export function writeBranchListParams(
  state: BranchListState,
  base: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of ['page', 'name', 'own', 'sort', 'dir']) params.delete(name);
  if (state.page > 0) params.set('page', String(state.page + 1));
  if (state.name) params.set('name', state.name);
  if (state.own !== 'all') params.set('own', state.own);
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.direction !== 'ASC') params.set('dir', state.direction);
  return params;
}

/** The `branches` variables: 10 a page, inactive branches too (they show a chip). */
export function branchListVariables(state: BranchListState): SettingsBranchesQueryVariables {
  const name = state.name.trim();
  return {
    filter: {
      includeInactive: true,
      ...(name ? { name } : {}),
      ...(state.own === 'all' ? {} : { ownBranch: state.own === 'own' }),
    },
    sorting: [{ field: state.sort, direction: state.direction }],
    paging: { offset: state.page * BRANCH_SETTINGS_PAGE_SIZE, limit: BRANCH_SETTINGS_PAGE_SIZE },
  };
}
