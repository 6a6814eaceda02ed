import {
  DEFAULT_TABLE_TAKE,
  DOCTOR_SEARCH_IDENTIFIER_MAX,
  DOCTOR_SEARCH_TEXT_MAX,
  DOCTORS_ORDERS,
  TABLE_PAGE_SIZE_OPTIONS,
  type TDoctorsOrderBy,
} from '@portal/domain';
import type {
  DoctorKind,
  DoctorsFilter,
  SortDirection,
} from '../../../__generated__/doctors/graphql';

import {
  hasAnyParam,
  pageFromUrl,
  withoutParams,
  writePageParam,
  storedListState,
} from '../../../shared/storage/list-state';
import type { ListStateStore } from '../../../shared/hooks/use-list-state';

export type PageSize = (typeof TABLE_PAGE_SIZE_OPTIONS)[number];

/** The has-account filter: any record, only those with an account, or only those without. */
export const ACCOUNT_FILTERS = ['yes', 'no'] as const;
export type AccountFilter = (typeof ACCOUNT_FILTERS)[number];

export interface DoctorFilters {
  name: string;
  email: string;
  /** The start of the PWZ (doctors) or of the NIP (facilities). */
  identifier: string;
  specialization: string;
  region: string;
  hasAccount: AccountFilter | '';
}

export type DoctorFilterKey = keyof DoctorFilters;

export interface DoctorListState extends DoctorFilters {
  /** 0-based; the URL shows it 1-based. */
  page: number;
  size: PageSize;
  sort: TDoctorsOrderBy;
  direction: SortDirection;
}

export const EMPTY_FILTERS: DoctorFilters = {
  name: '',
  email: '',
  identifier: '',
  specialization: '',
  region: '',
  hasAccount: '',
};
export const DEFAULT_PAGE_SIZE: PageSize = DEFAULT_TABLE_TAKE;
export const DEFAULT_SORT: Pick<DoctorListState, 'sort' | 'direction'> = {
  sort: 'name',
  direction: 'ASC',
};
export const DEFAULT_LIST_STATE: DoctorListState = {
  ...EMPTY_FILTERS,
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  ...DEFAULT_SORT,
};

/** Query parameters of /doctors and /facilities, so a link shows the same list to whoever opens it. */
const PARAMS = {
  page: 'page',
  size: 'size',
  sort: 'sort',
  direction: 'dir',
  name: 'name',
  email: 'email',
  identifier: 'id',
  specialization: 'specialization',
  region: 'region',
  hasAccount: 'account',
} as const satisfies Record<keyof DoctorListState, string>;

const TEXT_KEYS = ['name', 'email', 'identifier', 'specialization', 'region'] as const;
const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as DoctorFilterKey[];

function text(value: unknown, max = DOCTOR_SEARCH_TEXT_MAX): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

function hasAccount(value: unknown): AccountFilter | '' {
  return (ACCOUNT_FILTERS as readonly unknown[]).includes(value) ? (value as AccountFilter) : '';
}

function size(value: unknown): PageSize {
  const number = Number(value);
  return (TABLE_PAGE_SIZE_OPTIONS as readonly number[]).includes(number)
    ? (number as PageSize)
    : DEFAULT_PAGE_SIZE;
}

function sort(value: unknown): TDoctorsOrderBy {
  return (DOCTORS_ORDERS as readonly unknown[]).includes(value)
    ? (value as TDoctorsOrderBy)
    : DEFAULT_SORT.sort;
}

function direction(value: unknown): SortDirection {
  return value === 'DESC' || value === 'desc' ? 'DESC' : 'ASC';
}

function stateOf(read: (key: keyof DoctorListState) => unknown, page: number): DoctorListState {
  return {
    page,
    size: size(read('size')),
    sort: sort(read('sort')),
    direction: direction(read('direction')),
    name: text(read('name')),
    email: text(read('email')),
    identifier: text(read('identifier'), DOCTOR_SEARCH_IDENTIFIER_MAX + 4),
    specialization: text(read('specialization')),
    region: text(read('region')),
    hasAccount: hasAccount(read('hasAccount')),
  };
}

/** Whether the URL says anything about the list (else the stored state applies). */
export function hasListParams(params: URLSearchParams): boolean {
  return hasAnyParam(params, PARAMS);
}

export function parseListParams(params: URLSearchParams): DoctorListState {
  return stateOf((key) => params.get(PARAMS[key]), pageFromUrl(params.get(PARAMS.page)));
}

/** The state in the URL; other parameters (e.g. `lang`) stay, defaults are left out. */
export function writeListParams(state: DoctorListState, base: URLSearchParams): URLSearchParams {
  const params = withoutParams(base, PARAMS);
  writePageParam(params, PARAMS.page, state.page);
  if (state.size !== DEFAULT_PAGE_SIZE) params.set(PARAMS.size, String(state.size));
  if (state.sort !== DEFAULT_SORT.sort || state.direction !== DEFAULT_SORT.direction) {
    params.set(PARAMS.sort, state.sort);
    params.set(PARAMS.direction, state.direction.toLowerCase());
  }
  for (const key of FILTER_KEYS) if (state[key]) params.set(PARAMS[key], state[key]);
  return params;
}

/**
 * Whether a typed PWZ or NIP start could be one: digits, spaces and dashes (the server refuses
 * anything else, 'Numer może składać się wyłącznie z cyfr'). The panel says so and the list
 * searches without it meanwhile.
 */
export function isIdentifierPrefix(text: string): boolean {
  return /^[\d\s-]*$/.test(text);
}

/** The `doctors` query's variables for a list of `kind` in `state`. */
export function listVariables(kind: DoctorKind, state: DoctorListState) {
  const where: DoctorsFilter = { kind };
  for (const key of TEXT_KEYS) {
    const value = state[key].trim();
    if (value && (key !== 'identifier' || isIdentifierPrefix(value))) where[key] = value;
  }
  if (state.hasAccount) where.hasAccount = state.hasAccount === 'yes';
  return {
    where,
    pagination: { skip: state.page * state.size, take: state.size },
    orderBy: { by: state.sort, direction: state.direction },
  };
}

/**
 * GET /api/doctors.csv's address for the list as shown: its filters and order, every page, and
 * the file name the server gives it (issue 20 §3).
 */
export function exportUrl(kind: DoctorKind, state: DoctorListState): string {
  const { where, orderBy } = listVariables(kind, state);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(where)) params.set(key, String(value));
  params.set('orderBy', orderBy.by);
  params.set('direction', orderBy.direction);
  return `/api/doctors.csv?${params.toString()}`;
}

export function hasFilters(state: DoctorFilters): boolean {
  return FILTER_KEYS.some((key) => state[key] !== '');
}

/** How one list's state is read and written, for `useListState`; its storage per kind. */
function listStateStore(list: 'doctors' | 'facilities'): ListStateStore<DoctorListState> {
  return {
    hasParams: hasListParams,
    parse: parseListParams,
    write: writeListParams,
    ...storedListState(list, stateOf),
  };
}

export const LIST_STATE_STORES: Record<DoctorKind, ListStateStore<DoctorListState>> = {
  DOCTOR: listStateStore('doctors'),
  FACILITY: listStateStore('facilities'),
};
