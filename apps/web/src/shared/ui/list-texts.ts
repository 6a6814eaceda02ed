import type { TFunction } from 'i18next';
import type { FilterPanelTexts } from './filter-panel';
import type { ListResultsTexts } from './list-results';
import type { OrderSelectTexts } from './order-select';
import type { PagerTexts } from './paged-table';

/**
 * The texts of the shared list parts, from a list's own namespace: each list words them for its
 * records ('Ładowanie spotkań…') under the same keys (`list.*`, `filters.*`), so a feature hands
 * them over in one line.
 */

/** `t` of a list's namespace (`useTranslation('visits')`). */
type ListT = TFunction<string>;

export function listResultsTexts(t: ListT): ListResultsTexts {
  return {
    loading: t('list.loading'),
    loadFailed: t('list.loadFailed'),
    empty: t('list.empty'),
    noMatches: t('list.noMatches'),
    clearFilters: t('list.clearFilters'),
    add: t('list.add'),
  };
}

export function listPagerTexts(t: ListT): PagerTexts {
  return {
    rowsPerPage: t('list.rowsPerPage'),
    // Only a list whose count the server caps has `list.displayedRowsAtLeast`.
    displayedRows: (range, atLeast) =>
      t(atLeast ? 'list.displayedRowsAtLeast' : 'list.displayedRows', range),
    pageButton: (type) => t(`list.pageButton.${type}`),
  };
}

export function filterPanelTexts(t: ListT): FilterPanelTexts {
  return {
    toggle: t('filters.toggle'),
    panel: t('filters.label'),
    clear: t('list.clearFilters'),
  };
}

export function listOrderTexts<Sort extends string>(t: ListT): OrderSelectTexts<Sort> {
  return {
    label: t('list.order'),
    order: (sort, direction) => t(`list.orders.${sort}.${direction}`),
  };
}
