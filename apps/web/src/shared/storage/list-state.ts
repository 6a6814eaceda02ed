import { isObject, LIST_STATE_PREFIXES } from './local-record';

/**
 * The parts every list's state shares (spec part 1 §9): a page that the URL shows 1-based, and
 * the state kept in storage under the `LIST_STATE_PREFIXES` keys. Each list parses its own filters.
 */

/** The URL's 1-based page as a 0-based one; anything else is the first page. */
export function pageFromUrl(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

/** Sets the 1-based `page` parameter, left out on the first page. */
export function writePageParam(params: URLSearchParams, name: string, page: number): void {
  if (page > 0) params.set(name, String(page + 1));
}

/** The 0-based page of a stored paging record; anything else is the first page. */
export function storedPage(paging: unknown): number {
  const page = isObject(paging) ? paging.page : 0;
  return typeof page === 'number' && Number.isInteger(page) && page >= 0 ? page : 0;
}

/** Whether the URL says anything about the list (else the stored state applies). */
export function hasAnyParam(params: URLSearchParams, names: Record<string, string>): boolean {
  return Object.values(names).some((name) => params.has(name));
}

/** The URL without the list's parameters; other parameters (e.g. `lang`) stay. */
export function withoutParams(base: URLSearchParams, names: Record<string, string>) {
  const params = new URLSearchParams(base);
  for (const name of Object.values(names)) params.delete(name);
  return params;
}

export function readStored(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeStored(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the URL still carries the state.
  }
}

/** A list's state as the storage splits it: its paging (page, size, order) and its filters. */
interface PagedListState {
  page: number;
  size: number;
  sort: unknown;
  direction: unknown;
}

/**
 * The stored half of a list's state (spec part 1 §9), for `useListState`: paging (page, size,
 * order) survives in localStorage, the filters per session in sessionStorage, under `list`'s
 * `LIST_STATE_PREFIXES` keys. `stateOf` builds the state from one stored value per key.
 */
export function storedListState<S extends PagedListState>(
  list: string,
  stateOf: (read: (key: keyof S) => unknown, page: number) => S,
): { readStored: () => S; store: (state: S) => void } {
  const pagingKey = `${LIST_STATE_PREFIXES.paging}${list}`;
  const filtersKey = `${LIST_STATE_PREFIXES.filters}${list}`;
  return {
    readStored: () => {
      const paging = readStored(window.localStorage, pagingKey);
      const stored = readStored(window.sessionStorage, filtersKey);
      const filters = isObject(stored) ? stored : {};
      const pagingRecord = isObject(paging) ? paging : {};
      return stateOf(
        (key) =>
          typeof key === 'string' && key in pagingRecord
            ? pagingRecord[key]
            : filters[key as string],
        storedPage(paging),
      );
    },
    store: ({ page, size, sort, direction, ...filters }) => {
      writeStored(window.localStorage, pagingKey, { page, size, sort, direction });
      writeStored(window.sessionStorage, filtersKey, filters);
    },
  };
}
