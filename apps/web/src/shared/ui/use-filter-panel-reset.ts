import { useState } from 'react';

/**
 * Clearing the filters from outside the search panel (the empty list's button): `key` remounts
 * the panel, so it starts afresh, its typed texts and their pending searches included.
 */
export function useFilterPanelReset(clearFilters: () => void) {
  const [key, setKey] = useState(0);
  return {
    key,
    reset: () => {
      clearFilters();
      setKey((current) => current + 1);
    },
  };
}
