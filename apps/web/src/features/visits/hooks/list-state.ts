import {
  addDays,
  TABLE_PAGE_SIZE_OPTIONS,
  VISIT_DICTIONARY_TEXT_MAX,
  VISIT_LIST_PAGE_SIZE,
  VISIT_STATUSES,
  VISITS_ORDERS,
  warsawInstant,
  type TVisitsOrderBy,
  type VisitStatus,
} from '@portal/domain';
import type { SortDirection, VisitsFilter } from '../../../__generated__/visits/graphql';
import type { ListStateStore } from '../../../shared/hooks/use-list-state';

import {
  hasAnyParam,
  pageFromUrl,
  withoutParams,
  writePageParam,
  storedListState,
} from '../../../shared/storage/list-state';

export type PageSize = (typeof TABLE_PAGE_SIZE_OPTIONS)[number];

export interface VisitFilters {
  /** A doctor's id; the picker's option is remembered apart (remembered-option.ts). */
  doctor: string;
  /** A coordinator's id (not for a Coordinator, whose list is their own). */
  coordinator: string;
  /** Calendar days, yyyy-MM-dd: from the start of `from` to the end of `to`, Warsaw time. */
  from: string;
  to: string;
  /** 'Dziś' (part 2 §2): from now to now plus one day; the days above are then unused. */
  today: boolean;
  statuses: VisitStatus[];
  region: string;
  comment: string;
}

export type VisitFilterKey = keyof VisitFilters;

export interface VisitListState extends VisitFilters {
  /** 0-based; the URL shows it 1-based. */
  page: number;
  size: PageSize;
  sort: TVisitsOrderBy;
  direction: SortDirection;
}

export const EMPTY_FILTERS: VisitFilters = {
  doctor: '',
  coordinator: '',
  from: '',
  to: '',
  today: false,
  statuses: [],
  region: '',
  comment: '',
};
/** 20 a page (part 2 §9). */
export const DEFAULT_PAGE_SIZE = VISIT_LIST_PAGE_SIZE as PageSize;
/** Newest visit first (part 2 §9). */
export const DEFAULT_SORT: Pick<VisitListState, 'sort' | 'direction'> = {
  sort: 'visitDate',
  direction: 'DESC',
};
export const DEFAULT_LIST_STATE: VisitListState = {
  ...EMPTY_FILTERS,
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  ...DEFAULT_SORT,
};

/** Query parameters of /visits, so a link shows the same list to whoever opens it. */
const PARAMS = {
  page: 'page',
  size: 'size',
  sort: 'sort',
  direction: 'dir',
  doctor: 'doctor',
  coordinator: 'coordinator',
  from: 'from',
  to: 'to',
  today: 'today',
  statuses: 'status',
  region: 'region',
  comment: 'comment',
} as const satisfies Record<keyof VisitListState, string>;

const ID = /^[1-9]\d{0,17}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function id(value: unknown): string {
  return typeof value === 'string' && ID.test(value) ? value : '';
}

function day(value: unknown): string {
  return typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : '';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, VISIT_DICTIONARY_TEXT_MAX) : '';
}

function statuses(value: unknown): VisitStatus[] {
  const listed = Array.isArray(value)
    ? value
    : typeof value === 'string' && value
      ? value.split(',')
      : [];
  return VISIT_STATUSES.filter((status) => listed.includes(status));
}

function size(value: unknown): PageSize {
  const number = Number(value);
  return (TABLE_PAGE_SIZE_OPTIONS as readonly number[]).includes(number)
    ? (number as PageSize)
    : DEFAULT_PAGE_SIZE;
}

function sort(value: unknown): TVisitsOrderBy {
  return (VISITS_ORDERS as readonly unknown[]).includes(value)
    ? (value as TVisitsOrderBy)
    : DEFAULT_SORT.sort;
}

function direction(value: unknown): SortDirection {
  return value === 'ASC' || value === 'asc' ? 'ASC' : 'DESC';
}

function stateOf(read: (key: keyof VisitListState) => unknown, page: number): VisitListState {
  const today = read('today');
  return {
    page,
    size: size(read('size')),
    sort: sort(read('sort')),
    direction: direction(read('direction')),
    doctor: id(read('doctor')),
    coordinator: id(read('coordinator')),
    from: day(read('from')),
    to: day(read('to')),
    today: today === true || today === '1',
    statuses: statuses(read('statuses')),
    region: text(read('region')),
    comment: text(read('comment')),
  };
}

/** Whether the URL says anything about the list (else the stored state applies). */
export function hasListParams(params: URLSearchParams): boolean {
  return hasAnyParam(params, PARAMS);
}

export function parseListParams(params: URLSearchParams): VisitListState {
  return stateOf((key) => params.get(PARAMS[key]), pageFromUrl(params.get(PARAMS.page)));
}

/** The state in the URL; other parameters (e.g. `lang`) stay, defaults are left out. */
export function writeListParams(state: VisitListState, base: URLSearchParams): URLSearchParams {
  const params = withoutParams(base, PARAMS);
  writePageParam(params, PARAMS.page, state.page);
  if (state.size !== DEFAULT_PAGE_SIZE) params.set(PARAMS.size, String(state.size));
  if (state.sort !== DEFAULT_SORT.sort || state.direction !== DEFAULT_SORT.direction) {
    params.set(PARAMS.sort, state.sort);
    params.set(PARAMS.direction, state.direction.toLowerCase());
  }
  for (const key of ['doctor', 'coordinator', 'from', 'to', 'region', 'comment'] as const) {
    if (state[key]) params.set(PARAMS[key], state[key]);
  }
  if (state.today) params.set(PARAMS.today, '1');
  if (state.statuses.length > 0) params.set(PARAMS.statuses, state.statuses.join(','));
  return params;
}

export function hasFilters(state: VisitFilters): boolean {
  return (
    state.doctor !== '' ||
    state.coordinator !== '' ||
    state.from !== '' ||
    state.to !== '' ||
    state.today ||
    state.statuses.length > 0 ||
    state.region !== '' ||
    state.comment.trim() !== ''
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the typed range ends before it starts (the server refuses it; the panel says so). */
export function isRangeReversed({ from, to }: Pick<VisitFilters, 'from' | 'to'>): boolean {
  return from !== '' && to !== '' && from > to;
}

/**
 * The `visits` filter of `state`: days as Warsaw instants (from the first day's midnight to the
 * last moment of the last day), 'Dziś' as now to now plus one day; `mine` leaves the coordinator
 * out (a Coordinator's list is their own). A reversed range leaves its end out meanwhile.
 */
export function visitsFilter(
  state: VisitFilters,
  { now, mine }: { now: Date; mine: boolean },
): VisitsFilter {
  const where: VisitsFilter = {};
  if (state.doctor) where.doctorId = state.doctor;
  if (state.coordinator && !mine) where.coordinatorId = state.coordinator;
  if (state.today) {
    where.visitDateFrom = now.toISOString();
    where.visitDateTo = new Date(now.getTime() + DAY_MS).toISOString();
  } else {
    if (state.from) where.visitDateFrom = warsawInstant(state.from, 0, 0).toISOString();
    if (state.to && !isRangeReversed(state)) {
      const end = warsawInstant(addDays(state.to, 1), 0, 0).getTime() - 1;
      where.visitDateTo = new Date(end).toISOString();
    }
  }
  if (state.statuses.length > 0) where.statuses = [...state.statuses];
  if (state.region) where.region = state.region;
  const comment = state.comment.trim();
  if (comment) where.comment = comment;
  return where;
}

/** The `visits` query's variables for `state`. */
export function listVariables(state: VisitListState, options: { now: Date; mine: boolean }) {
  return {
    where: visitsFilter(state, options),
    pagination: { skip: state.page * state.size, take: state.size },
    orderBy: { by: state.sort, direction: state.direction },
  };
}

/**
 * GET /api/reports/visits-report's address for the list's filter (part 2 §7): doctorId,
 * coordinatorId, visitDateFrom, visitDateTo, comment, status (comma-joined) and region.
 */
export function reportUrl(where: VisitsFilter): string {
  const params = new URLSearchParams();
  if (where.doctorId) params.set('doctorId', where.doctorId);
  if (where.coordinatorId) params.set('coordinatorId', where.coordinatorId);
  if (where.visitDateFrom) params.set('visitDateFrom', where.visitDateFrom);
  if (where.visitDateTo) params.set('visitDateTo', where.visitDateTo);
  if (where.comment) params.set('comment', where.comment);
  const listed = where.statuses ?? [];
  if (listed.length > 0) params.set('status', listed.join(','));
  if (where.region) params.set('region', where.region);
  const query = params.toString();
  return `/api/reports/visits-report${query ? `?${query}` : ''}`;
}

/** How the list's state is read and written, for `useListState`. */
export const LIST_STATE_STORE: ListStateStore<VisitListState> = {
  hasParams: hasListParams,
  parse: parseListParams,
  write: writeListParams,
  ...storedListState('visits', stateOf),
};
