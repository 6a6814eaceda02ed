import { isStudyStatus, STUDY_LIST_PAGE_SIZE, type StudyStatus } from '@portal/domain';
import type { StudiesWhere, StudyDescriptionFilter } from '../../../__generated__/graphql';
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

export const DESCRIPTION_FILTERS = [
  'withDescription',
  'withoutDescription',
] as const satisfies readonly StudyDescriptionFilter[];

export interface StudyFilters {
  status: StudyStatus | '';
  description: StudyDescriptionFilter | '';
  /** A describing doctor's id, or ''. */
  describer: string;
  onlyOwn: boolean;
  externalReferal: boolean;
  /** A patient's id, or '' (set by the link from the patient view). */
  patient: string;
}

export type StudyFilterKey = keyof StudyFilters;

export interface StudyListState extends StudyFilters {
  /** 0-based; the URL shows it 1-based. */
  page: number;
}

export const EMPTY_FILTERS: StudyFilters = {
  status: '',
  description: '',
  describer: '',
  onlyOwn: false,
  externalReferal: false,
  patient: '',
};
export const DEFAULT_LIST_STATE: StudyListState = { ...EMPTY_FILTERS, page: 0 };

/** Paging survives in localStorage, the filters per session (spec part 2 §9). */
export const PAGING_KEY = `${LIST_STATE_PREFIXES.paging}studies`;
export const FILTERS_KEY = `${LIST_STATE_PREFIXES.filters}studies`;

/** Query parameters of /studies, so a link shows the same page and filters to whoever opens it. */
const PARAMS = {
  page: 'page',
  status: 'status',
  description: 'description',
  describer: 'describer',
  onlyOwn: 'onlyOwn',
  externalReferal: 'externalReferal',
  patient: 'patient',
} as const satisfies Record<keyof StudyListState, string>;

const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as StudyFilterKey[];
const ID = /^[\w-]{1,40}$/;

function status(value: unknown): StudyStatus | '' {
  return isStudyStatus(value) ? value : '';
}

function description(value: unknown): StudyDescriptionFilter | '' {
  return (DESCRIPTION_FILTERS as readonly unknown[]).includes(value)
    ? (value as StudyDescriptionFilter)
    : '';
}

function id(value: unknown): string {
  return typeof value === 'string' && ID.test(value) ? value : '';
}

/** Whether the URL says anything about the list (else the stored state applies). */
export function hasListParams(params: URLSearchParams): boolean {
  return hasAnyParam(params, PARAMS);
}

export function parseListParams(params: URLSearchParams): StudyListState {
  return {
    page: pageFromUrl(params.get(PARAMS.page)),
    status: status(params.get(PARAMS.status)),
    description: description(params.get(PARAMS.description)),
    describer: id(params.get(PARAMS.describer)),
    onlyOwn: params.get(PARAMS.onlyOwn) === '1',
    externalReferal: params.get(PARAMS.externalReferal) === '1',
    patient: id(params.get(PARAMS.patient)),
  };
}

/** The state in the URL; other parameters (e.g. `lang`) stay, defaults are left out. */
export function writeListParams(state: StudyListState, base: URLSearchParams): URLSearchParams {
  const params = withoutParams(base, PARAMS);
  writePageParam(params, PARAMS.page, state.page);
  for (const key of FILTER_KEYS) {
    const value = state[key];
    if (value === true) params.set(PARAMS[key], '1');
    else if (typeof value === 'string' && value) params.set(PARAMS[key], value);
  }
  return params;
}

export function readStoredListState(): StudyListState {
  const paging = readStored(window.localStorage, PAGING_KEY);
  const stored = readStored(window.sessionStorage, FILTERS_KEY);
  const filters = isObject(stored) ? stored : {};
  return {
    page: storedPage(paging),
    status: status(filters.status),
    description: description(filters.description),
    describer: id(filters.describer),
    onlyOwn: filters.onlyOwn === true,
    externalReferal: filters.externalReferal === true,
    patient: id(filters.patient),
  };
}

export function storeListState({ page, ...filters }: StudyListState): void {
  writeStored(window.localStorage, PAGING_KEY, { page });
  writeStored(window.sessionStorage, FILTERS_KEY, filters satisfies StudyFilters);
}

/**
 * The filters a role may use, from what is set: a link shared by an Admin must not filter a
 * Doctor's list by something the Doctor cannot see or clear.
 */
export function allowedFilters(
  filters: StudyFilters,
  allowed: ReadonlySet<StudyFilterKey>,
): StudyFilters {
  const result = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) {
    if (allowed.has(key)) (result as Record<StudyFilterKey, unknown>)[key] = filters[key];
  }
  return result;
}

/** Which optional parts of a row the `StudiesList` query asks for (the role's columns). */
export interface StudyListColumns {
  withBranchAndDeadline: boolean;
  withAllDoctors: boolean;
}

/** The `StudiesList` query's variables: 20 a page; the server orders by updatedAt descending. */
export function listVariables(filters: StudyFilters, page: number, columns: StudyListColumns) {
  const where: StudiesWhere = {};
  if (filters.status) where.status = filters.status;
  if (filters.description) where.description = filters.description;
  if (filters.describer) where.describer = filters.describer;
  if (filters.onlyOwn) where.onlyOwn = true;
  if (filters.externalReferal) where.externalReferal = true;
  if (filters.patient) where.patient = filters.patient;
  return {
    skip: page * STUDY_LIST_PAGE_SIZE,
    where,
    ...columns,
  };
}

export function hasFilters(filters: StudyFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== EMPTY_FILTERS[key]);
}

/** How the list's state is read and written, for `useListState`. */
export const LIST_STATE_STORE: ListStateStore<StudyListState> = {
  hasParams: hasListParams,
  parse: parseListParams,
  write: writeListParams,
  readStored: readStoredListState,
  store: storeListState,
};
