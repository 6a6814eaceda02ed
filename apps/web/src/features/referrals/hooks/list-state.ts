import { DEFAULT_TABLE_TAKE, TABLE_PAGE_SIZE_OPTIONS } from '@portal/domain';
import type { ReferalsWhere } from '../../../__generated__/graphql';
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

export type PageSize = (typeof TABLE_PAGE_SIZE_OPTIONS)[number];

/** The completed filter: every referral, the open ones, or the completed ones. */
export const COMPLETED_FILTERS = ['open', 'completed'] as const;
export type CompletedFilter = (typeof COMPLETED_FILTERS)[number];

export interface ReferralFilters {
  completed: CompletedFilter | '';
  /** A patient's id, or ''. */
  patient: string;
  /** Study type ids; a referral with any of them matches. */
  studyTypes: string[];
  /** The issuing doctor's id, or '' (the roles that pick issuers only). */
  issuer: string;
}

export type ReferralFilterKey = keyof ReferralFilters;

export interface ReferralListState extends ReferralFilters {
  /** 0-based; the URL shows it 1-based. */
  page: number;
  size: PageSize;
}

export const EMPTY_FILTERS: ReferralFilters = {
  completed: '',
  patient: '',
  studyTypes: [],
  issuer: '',
};
export const DEFAULT_PAGE_SIZE: PageSize = DEFAULT_TABLE_TAKE;
export const DEFAULT_LIST_STATE: ReferralListState = {
  ...EMPTY_FILTERS,
  page: 0,
  size: DEFAULT_PAGE_SIZE,
};

/** Paging survives in localStorage, the filters per session (spec part 2 §9). */
export const PAGING_KEY = `${LIST_STATE_PREFIXES.paging}referrals`;
export const FILTERS_KEY = `${LIST_STATE_PREFIXES.filters}referrals`;

/** Query parameters of /referals, so a link shows the same page and filters to whoever opens it. */
const PARAMS = {
  page: 'page',
  size: 'size',
  completed: 'completed',
  patient: 'patient',
  studyTypes: 'studyTypes',
  issuer: 'issuer',
} as const satisfies Record<keyof ReferralListState, string>;

const ID = /^\d{1,10}$/;
/** More study types than the API takes in one filter (REFERRAL_STUDY_TYPES_MAX) is no filter. */
const STUDY_TYPES_MAX = 20;

function completed(value: unknown): CompletedFilter | '' {
  return (COMPLETED_FILTERS as readonly unknown[]).includes(value)
    ? (value as CompletedFilter)
    : '';
}

function id(value: unknown): string {
  return typeof value === 'string' && ID.test(value) ? value : '';
}

function ids(value: unknown): string[] {
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const valid = list.filter((item): item is string => typeof item === 'string' && ID.test(item));
  return [...new Set(valid)].slice(0, STUDY_TYPES_MAX);
}

function size(value: unknown): PageSize {
  const number = Number(value);
  return (TABLE_PAGE_SIZE_OPTIONS as readonly number[]).includes(number)
    ? (number as PageSize)
    : DEFAULT_PAGE_SIZE;
}

/** Whether the URL says anything about the list (else the stored state applies). */
export function hasListParams(params: URLSearchParams): boolean {
  return hasAnyParam(params, PARAMS);
}

export function parseListParams(params: URLSearchParams): ReferralListState {
  return {
    page: pageFromUrl(params.get(PARAMS.page)),
    size: size(params.get(PARAMS.size)),
    completed: completed(params.get(PARAMS.completed)),
    patient: id(params.get(PARAMS.patient)),
    studyTypes: ids(params.get(PARAMS.studyTypes)),
    issuer: id(params.get(PARAMS.issuer)),
  };
}

/** The state in the URL; other parameters (e.g. `lang`) stay, defaults are left out. */
export function writeListParams(state: ReferralListState, base: URLSearchParams): URLSearchParams {
  const params = withoutParams(base, PARAMS);
  writePageParam(params, PARAMS.page, state.page);
  if (state.size !== DEFAULT_PAGE_SIZE) params.set(PARAMS.size, String(state.size));
  if (state.completed) params.set(PARAMS.completed, state.completed);
  if (state.patient) params.set(PARAMS.patient, state.patient);
  if (state.studyTypes.length > 0) params.set(PARAMS.studyTypes, state.studyTypes.join(','));
  if (state.issuer) params.set(PARAMS.issuer, state.issuer);
  return params;
}

export function readStoredListState(): ReferralListState {
  const paging = readStored(window.localStorage, PAGING_KEY);
  const stored = readStored(window.sessionStorage, FILTERS_KEY);
  const filters = isObject(stored) ? stored : {};
  return {
    page: storedPage(paging),
    size: size(isObject(paging) ? paging.size : null),
    completed: completed(filters.completed),
    patient: id(filters.patient),
    studyTypes: ids(filters.studyTypes),
    issuer: id(filters.issuer),
  };
}

export function storeListState({ page, size, ...filters }: ReferralListState): void {
  writeStored(window.localStorage, PAGING_KEY, { page, size });
  writeStored(window.sessionStorage, FILTERS_KEY, filters satisfies ReferralFilters);
}

/**
 * The filters a role may use: a link shared by the desk must not filter a doctor's list by an
 * issuer the doctor can neither see nor clear.
 */
export function allowedFilters(filters: ReferralFilters, mayPickIssuer: boolean): ReferralFilters {
  return mayPickIssuer ? filters : { ...filters, issuer: '' };
}

/** The `ReferralsList<size>` query's variables; the server orders by createdAt descending. */
export function listVariables(filters: ReferralFilters, page: number, size: PageSize) {
  const where: ReferalsWhere = {};
  if (filters.completed) where.completed = filters.completed === 'completed';
  if (filters.patient) where.patient = filters.patient;
  if (filters.studyTypes.length > 0) where.studyTypes = filters.studyTypes;
  if (filters.issuer) where.issuerId = filters.issuer;
  return { skip: page * size, where };
}

export function hasFilters(filters: ReferralFilters): boolean {
  return (
    filters.completed !== '' ||
    filters.patient !== '' ||
    filters.studyTypes.length > 0 ||
    filters.issuer !== ''
  );
}

/** How the list's state is read and written, for `useListState`. */
export const LIST_STATE_STORE: ListStateStore<ReferralListState> = {
  hasParams: hasListParams,
  parse: parseListParams,
  write: writeListParams,
  readStored: readStoredListState,
  store: storeListState,
};
