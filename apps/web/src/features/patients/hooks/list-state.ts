import { PATIENT_LIST_PAGE_SIZE } from '@portal/domain';
import type { PatientsWhere } from '../../../__generated__/graphql';
import { isObject, LIST_STATE_PREFIXES } from '../../../shared/storage/local-record';
import {
  hasAnyParam,
  pageFromUrl,
  readStored,
  storedPage,
  withoutParams,
  writePageParam,
  writeStored,
} from '../../../shared/storage/list-state';
import type { ListStateStore } from '../../../shared/hooks/use-list-state';

export interface PatientFilters {
  name: string;
  ssn: string;
  /** yyyy-MM-dd or ''. */
  birthDateFrom: string;
  birthDateTo: string;
}

export interface PatientListState extends PatientFilters {
  /** 0-based; the URL shows it 1-based. */
  page: number;
}

export const EMPTY_FILTERS: PatientFilters = {
  name: '',
  ssn: '',
  birthDateFrom: '',
  birthDateTo: '',
};
export const DEFAULT_LIST_STATE: PatientListState = { ...EMPTY_FILTERS, page: 0 };

/** Paging survives in localStorage, the other list state per session (spec part 1 §9). */
export const PAGING_KEY = `${LIST_STATE_PREFIXES.paging}patients`;
export const FILTERS_KEY = `${LIST_STATE_PREFIXES.filters}patients`;

/** Query parameters of /patients, so a link shows the same page and search to whoever opens it. */
const PARAMS = {
  page: 'page',
  name: 'name',
  ssn: 'ssn',
  birthDateFrom: 'bornFrom',
  birthDateTo: 'bornTo',
} as const satisfies Record<keyof PatientListState, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as (keyof PatientFilters)[];

function day(value: unknown): string {
  return typeof value === 'string' && DAY.test(value) ? value : '';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Whether the URL says anything about the list (else the stored state applies). */
export function hasListParams(params: URLSearchParams): boolean {
  return hasAnyParam(params, PARAMS);
}

export function parseListParams(params: URLSearchParams): PatientListState {
  return {
    page: pageFromUrl(params.get(PARAMS.page)),
    name: text(params.get(PARAMS.name)),
    ssn: text(params.get(PARAMS.ssn)),
    birthDateFrom: day(params.get(PARAMS.birthDateFrom)),
    birthDateTo: day(params.get(PARAMS.birthDateTo)),
  };
}

/** The state in the URL; other parameters (e.g. `lang`) stay, defaults are left out. */
export function writeListParams(state: PatientListState, base: URLSearchParams): URLSearchParams {
  const params = withoutParams(base, PARAMS);
  writePageParam(params, PARAMS.page, state.page);
  for (const key of FILTER_KEYS) if (state[key]) params.set(PARAMS[key], state[key]);
  return params;
}

export function readStoredListState(): PatientListState {
  const paging = readStored(window.localStorage, PAGING_KEY);
  const filters = readStored(window.sessionStorage, FILTERS_KEY);
  return {
    page: storedPage(paging),
    name: isObject(filters) ? text(filters.name) : '',
    ssn: isObject(filters) ? text(filters.ssn) : '',
    birthDateFrom: isObject(filters) ? day(filters.birthDateFrom) : '',
    birthDateTo: isObject(filters) ? day(filters.birthDateTo) : '',
  };
}

export function storeListState(state: PatientListState): void {
  writeStored(window.localStorage, PAGING_KEY, { page: state.page });
  const filters: PatientFilters = {
    name: state.name,
    ssn: state.ssn,
    birthDateFrom: state.birthDateFrom,
    birthDateTo: state.birthDateTo,
  };
  writeStored(window.sessionStorage, FILTERS_KEY, filters);
}

/** The `patients` query's variables for a state: 15 a page, by last name (spec part 1 §7). */
export function listVariables(state: PatientListState) {
  const where: PatientsWhere = {};
  if (state.name.trim()) where.name = state.name.trim();
  if (state.ssn.trim()) where.ssn = state.ssn.trim();
  // An inverted range is shown as an error at the filter and searches by neither bound.
  if (!isInvertedRange(state)) {
    if (state.birthDateFrom) where.birthDateFrom = state.birthDateFrom;
    if (state.birthDateTo) where.birthDateTo = state.birthDateTo;
  }
  return {
    pagination: { skip: state.page * PATIENT_LIST_PAGE_SIZE, take: PATIENT_LIST_PAGE_SIZE },
    where,
    orderBy: { lastName: 'ASC' as const },
  };
}

/** "Born from" after "born to": the server would refuse it ('validation.range.invalid'). */
export function isInvertedRange(filters: Pick<PatientFilters, 'birthDateFrom' | 'birthDateTo'>) {
  const { birthDateFrom: from, birthDateTo: to } = filters;
  return DAY.test(from) && DAY.test(to) && from > to;
}

export function hasFilters(state: PatientFilters): boolean {
  return FILTER_KEYS.some((key) => state[key] !== '');
}

/** How the list's state is read and written, for `useListState`. */
export const LIST_STATE_STORE: ListStateStore<PatientListState> = {
  hasParams: hasListParams,
  parse: parseListParams,
  write: writeListParams,
  readStored: readStoredListState,
  store: storeListState,
};
