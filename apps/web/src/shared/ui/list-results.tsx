import LinearProgress from '@mui/material/LinearProgress';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType, ReactNode } from 'react';
import { ListEmpty } from './list-empty';
import { LoadError } from './load-error';

export interface ListResultsTexts {
  loading: string;
  loadFailed: string;
  empty: string;
  noMatches: string;
  clearFilters: string;
  add: string;
}

/** What the results read of the list's query (useQuery's result). */
interface ListQuery {
  loading: boolean;
  error?: unknown;
  /** The asked page's data; none while it loads or when it failed. */
  data?: unknown;
  refetch: () => Promise<unknown>;
}

interface Props {
  texts: ListResultsTexts;
  query: ListQuery;
  /** The page on screen: the asked one or, while it loads, the last; null before the first. */
  shown: { total: number } | null;
  /** The empty list's icon, greyed out above its text. */
  emptyIcon: ComponentType<SvgIconProps>;
  /** Whether filters are set: then "none match" and a way to clear them. */
  filtered: boolean;
  /** Adding, for those who may add; null: not offered. A filtered list offers clearing instead. */
  onAdd: (() => void) | null;
  onClearFilters: () => void;
  /** The table (it shows skeleton rows until the first page arrives). */
  children: ReactNode;
}

/**
 * What a list page shows of its list: the table (with a bar while another page loads), or in its
 * place a failed read with a retry, or an empty list.
 */
export function ListResults({ texts, query, shown, ...props }: Props) {
  return (
    <>
      {query.loading && shown && <LinearProgress aria-label={texts.loading} />}
      {Boolean(query.error) && !query.data ? (
        <LoadError message={texts.loadFailed} onRetry={query.refetch} sx={{ m: 2 }} />
      ) : shown?.total === 0 && !query.loading ? (
        <ListEmpty
          icon={props.emptyIcon}
          texts={texts}
          filtered={props.filtered}
          onAdd={props.filtered ? null : props.onAdd}
          onClearFilters={props.onClearFilters}
        />
      ) : (
        props.children
      )}
    </>
  );
}
