import { MESSAGE_LIST_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS } from '@portal/domain';
import type { MessagesListQueryVariables } from '../../../__generated__/messages/graphql';
import type { ListStateStore } from '../../../shared/hooks/use-list-state';
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

export type PageSize = (typeof TABLE_PAGE_SIZE_OPTIONS)[number];

export interface MessageFilters {
  /** 'Tylko nieprzeczytane'. */
  unreadOnly: boolean;
}

/** Newest first, always (the API's order): no order to keep. */
export interface MessageListState extends MessageFilters {
  /** 0-based; the URL shows it 1-based. */
  page: number;
  size: PageSize;
}

export const EMPTY_FILTERS: MessageFilters = { unreadOnly: false };
/** 20 a page (part 2 §9). */
export const DEFAULT_PAGE_SIZE = MESSAGE_LIST_PAGE_SIZE as PageSize;
export const DEFAULT_LIST_STATE: MessageListState = {
  ...EMPTY_FILTERS,
  page: 0,
  size: DEFAULT_PAGE_SIZE,
};

/** Query parameters of /messages, so a link shows the same list to whoever opens it. */
const PARAMS = {
  page: 'page',
  size: 'size',
  unreadOnly: 'unread',
} as const satisfies Record<keyof MessageListState, string>;

function size(value: unknown): PageSize {
  const number = Number(value);
  return (TABLE_PAGE_SIZE_OPTIONS as readonly number[]).includes(number)
    ? (number as PageSize)
    : DEFAULT_PAGE_SIZE;
}

function stateOf(read: (key: keyof MessageListState) => unknown, page: number): MessageListState {
  const unreadOnly = read('unreadOnly');
  return { page, size: size(read('size')), unreadOnly: unreadOnly === true || unreadOnly === '1' };
}

/** Whether the URL says anything about the list (else the stored state applies). */
export function hasListParams(params: URLSearchParams): boolean {
  return hasAnyParam(params, PARAMS);
}

export function parseListParams(params: URLSearchParams): MessageListState {
  return stateOf((key) => params.get(PARAMS[key]), pageFromUrl(params.get(PARAMS.page)));
}

/** The state in the URL; other parameters (e.g. `lang`) stay, defaults are left out. */
export function writeListParams(state: MessageListState, base: URLSearchParams): URLSearchParams {
  const params = withoutParams(base, PARAMS);
  writePageParam(params, PARAMS.page, state.page);
  if (state.size !== DEFAULT_PAGE_SIZE) params.set(PARAMS.size, String(state.size));
  if (state.unreadOnly) params.set(PARAMS.unreadOnly, '1');
  return params;
}

export function hasFilters(state: MessageFilters): boolean {
  return state.unreadOnly;
}

/** The `allMessages` query's variables for `state`. */
export function listVariables(state: MessageListState): MessagesListQueryVariables {
  return {
    where: { unreadOnly: state.unreadOnly },
    pagination: { skip: state.page * state.size, take: state.size },
  };
}

const PAGING_KEY = `${LIST_STATE_PREFIXES.paging}messages`;
const FILTERS_KEY = `${LIST_STATE_PREFIXES.filters}messages`;

/**
 * How the list's state is read and written, for `useListState`: in the URL, and stored as every
 * list's is (spec part 1 §9) — the paging in localStorage, the filter for this session.
 */
export const LIST_STATE_STORE: ListStateStore<MessageListState> = {
  hasParams: hasListParams,
  parse: parseListParams,
  write: writeListParams,
  readStored: () => {
    const paging = readStored(window.localStorage, PAGING_KEY);
    const filters = readStored(window.sessionStorage, FILTERS_KEY);
    const pagingRecord = isObject(paging) ? paging : {};
    const filtersRecord = isObject(filters) ? filters : {};
    return stateOf(
      (key) => (key === 'unreadOnly' ? filtersRecord[key] : pagingRecord[key]),
      storedPage(paging),
    );
  },
  store: ({ page, size, unreadOnly }) => {
    writeStored(window.localStorage, PAGING_KEY, { page, size });
    writeStored(window.sessionStorage, FILTERS_KEY, { unreadOnly });
  },
};
