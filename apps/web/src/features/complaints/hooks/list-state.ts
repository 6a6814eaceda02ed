import {
  COMPLAINANT_NAME_MAX,
  COMPLAINT_LIST_PAGE_SIZE,
  COMPLAINT_REASON_MAX,
  COMPLAINT_STATUSES,
  COMPLAINTS_ORDERS,
  TABLE_PAGE_SIZE_OPTIONS,
  type ComplaintStatus,
  type TComplaintsOrderBy,
} from '@portal/domain';
import type { ComplaintsFilter, SortDirection } from '../../../__generated__/complaints/graphql';
import type { ListStateStore } from '../../../shared/hooks/use-list-state';

import {
  hasAnyParam,
  pageFromUrl,
  withoutParams,
  writePageParam,
  storedListState,
} from '../../../shared/storage/list-state';

export type PageSize = (typeof TABLE_PAGE_SIZE_OPTIONS)[number];

export interface ComplaintFilters {
  /** Words of the complainant's name. */
  name: string;
  /** '' for any. */
  status: ComplaintStatus | '';
  /** One of the app config's complaintTypes, or '' for any. */
  reason: string;
  /** Report days, yyyy-MM-dd, as the API takes them. */
  from: string;
  to: string;
  /** The responsible person's id; the picker's option is remembered apart (remembered-option.ts). */
  responsible: string;
  /** 'Po terminie': only complaints past their due date and not Closed. */
  overdue: boolean;
}

export type ComplaintFilterKey = keyof ComplaintFilters;

export interface ComplaintListState extends ComplaintFilters {
  /** 0-based; the URL shows it 1-based. */
  page: number;
  size: PageSize;
  sort: TComplaintsOrderBy;
  direction: SortDirection;
}

export const EMPTY_FILTERS: ComplaintFilters = {
  name: '',
  status: '',
  reason: '',
  from: '',
  to: '',
  responsible: '',
  overdue: false,
};
/** 20 a page (part 2 §9). */
export const DEFAULT_PAGE_SIZE = COMPLAINT_LIST_PAGE_SIZE as PageSize;
/** Last changed first (part 2 §9). */
export const DEFAULT_SORT: Pick<ComplaintListState, 'sort' | 'direction'> = {
  sort: 'updatedAt',
  direction: 'DESC',
};
export const DEFAULT_LIST_STATE: ComplaintListState = {
  ...EMPTY_FILTERS,
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  ...DEFAULT_SORT,
};

/** Query parameters of /complaints, so a link shows the same list to whoever opens it. */
const PARAMS = {
  page: 'page',
  size: 'size',
  sort: 'sort',
  direction: 'dir',
  name: 'name',
  status: 'status',
  reason: 'reason',
  from: 'from',
  to: 'to',
  responsible: 'responsible',
  overdue: 'overdue',
} as const satisfies Record<keyof ComplaintListState, string>;

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

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

function status(value: unknown): ComplaintStatus | '' {
  return (COMPLAINT_STATUSES as readonly unknown[]).includes(value)
    ? (value as ComplaintStatus)
    : '';
}

function size(value: unknown): PageSize {
  const number = Number(value);
  return (TABLE_PAGE_SIZE_OPTIONS as readonly number[]).includes(number)
    ? (number as PageSize)
    : DEFAULT_PAGE_SIZE;
}

function sort(value: unknown): TComplaintsOrderBy {
  return (COMPLAINTS_ORDERS as readonly unknown[]).includes(value)
    ? (value as TComplaintsOrderBy)
    : DEFAULT_SORT.sort;
}

function direction(value: unknown): SortDirection {
  return value === 'ASC' || value === 'asc' ? 'ASC' : 'DESC';
}

function stateOf(
  read: (key: keyof ComplaintListState) => unknown,
  page: number,
): ComplaintListState {
  const overdue = read('overdue');
  return {
    page,
    size: size(read('size')),
    sort: sort(read('sort')),
    direction: direction(read('direction')),
    name: text(read('name'), COMPLAINANT_NAME_MAX),
    status: status(read('status')),
    reason: text(read('reason'), COMPLAINT_REASON_MAX),
    from: day(read('from')),
    to: day(read('to')),
    responsible: id(read('responsible')),
    overdue: overdue === true || overdue === '1',
  };
}

/** Whether the URL says anything about the list (else the stored state applies). */
export function hasListParams(params: URLSearchParams): boolean {
  return hasAnyParam(params, PARAMS);
}

export function parseListParams(params: URLSearchParams): ComplaintListState {
  return stateOf((key) => params.get(PARAMS[key]), pageFromUrl(params.get(PARAMS.page)));
}

/** The state in the URL; other parameters (e.g. `lang`) stay, defaults are left out. */
export function writeListParams(state: ComplaintListState, base: URLSearchParams): URLSearchParams {
  const params = withoutParams(base, PARAMS);
  writePageParam(params, PARAMS.page, state.page);
  if (state.size !== DEFAULT_PAGE_SIZE) params.set(PARAMS.size, String(state.size));
  if (state.sort !== DEFAULT_SORT.sort || state.direction !== DEFAULT_SORT.direction) {
    params.set(PARAMS.sort, state.sort);
    params.set(PARAMS.direction, state.direction.toLowerCase());
  }
  for (const key of ['name', 'status', 'reason', 'from', 'to', 'responsible'] as const) {
    if (state[key]) params.set(PARAMS[key], state[key]);
  }
  if (state.overdue) params.set(PARAMS.overdue, '1');
  return params;
}

export function hasFilters(state: ComplaintFilters): boolean {
  return (
    state.name.trim() !== '' ||
    state.status !== '' ||
    state.reason !== '' ||
    state.from !== '' ||
    state.to !== '' ||
    state.responsible !== '' ||
    state.overdue
  );
}

/** Whether the typed range ends before it starts (the server refuses it; the panel says so). */
export function isRangeReversed({ from, to }: Pick<ComplaintFilters, 'from' | 'to'>): boolean {
  return from !== '' && to !== '' && from > to;
}

/**
 * The `complaints` filter of `state`: report days as the API takes them (yyyy-MM-dd, Warsaw
 * days); `mine` leaves the responsible person out (a Complaints user's list is their own). A
 * reversed range leaves its end out meanwhile.
 */
export function complaintsFilter(state: ComplaintFilters, { mine }: { mine: boolean }) {
  const where: ComplaintsFilter = {};
  const name = state.name.trim();
  if (name) where.complainantName = name;
  if (state.status) where.status = state.status;
  if (state.reason) where.complaintReason = state.reason;
  if (state.from) where.reportDateFrom = state.from;
  if (state.to && !isRangeReversed(state)) where.reportDateTo = state.to;
  if (state.responsible && !mine) where.responsiblePersonId = state.responsible;
  if (state.overdue) where.overdue = true;
  return where;
}

/** The `complaints` query's variables for `state`. */
export function listVariables(state: ComplaintListState, options: { mine: boolean }) {
  return {
    where: complaintsFilter(state, options),
    pagination: { skip: state.page * state.size, take: state.size },
    orderBy: { by: state.sort, direction: state.direction },
  };
}

/** How the list's state is read and written, for `useListState`. */
export const LIST_STATE_STORE: ListStateStore<ComplaintListState> = {
  hasParams: hasListParams,
  parse: parseListParams,
  write: writeListParams,
  ...storedListState('complaints', stateOf),
};
