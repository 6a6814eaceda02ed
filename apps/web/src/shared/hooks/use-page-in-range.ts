import { useEffect } from 'react';

/** What a paged list query answers about its size (every list of part 2 §9 does). */
export interface CountedPage {
  total: number;
  /** The count stopped at the server's cap: the last page is not known. */
  totalCapped: boolean;
  items: readonly unknown[];
}

/** The last page (from 0) of an exact count; past a capped count there is none to know. */
export function lastPageOf(result: CountedPage | null, size: number): number {
  if (result?.totalCapped) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.ceil((result?.total ?? 0) / size) - 1);
}

/**
 * A stored or shared page beyond the end (rows were removed since) moves back: to the last page
 * of an exact count, or one page back past a capped count, whose empty page is the only sign.
 * `loaded` is the answer to the current page's query (undefined while it is on its way).
 */
export function usePageInRange(
  page: number,
  size: number,
  loaded: CountedPage | undefined,
  setPage: (page: number) => void,
): void {
  useEffect(() => {
    if (!loaded || page === 0) return;
    if (loaded.totalCapped) {
      if (loaded.items.length === 0) setPage(page - 1);
    } else if (page > lastPageOf(loaded, size)) {
      setPage(lastPageOf(loaded, size));
    }
  }, [loaded, page, size, setPage]);
}
