import type { GraphQLContext } from './context.js';

/** One field of one row a loader is asked for (Mercurius' `{ obj, params }`). */
export interface LoaderQuery<Parent, Params = Record<string, unknown>> {
  obj: Parent;
  params: Params;
}

/**
 * Resolves one field for every row of a level at once: one statement for a page of 50 patients,
 * not 50 (ADR 0022). Answers in the order of `queries`.
 */
export type Loader<Parent, Result, Params = Record<string, unknown>> = (
  queries: LoaderQuery<Parent, Params>[],
  ctx: GraphQLContext,
) => Promise<Result[]>;

/** type → field → loader, as each module exports them (resolved by loader-resolvers.ts). */
export type LoaderMap = Record<string, Record<string, Loader<never, unknown, never>>>;

/** `items` grouped by `keyOf`, answered for `keys` in their order (an empty list for none). */
export function groupedBy<T, K>(keys: readonly K[], items: readonly T[], keyOf: (item: T) => K) {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}

/** The distinct values of `values`, for an `in (…)` list. */
export function distinct<K>(values: readonly K[]): K[] {
  return [...new Set(values)];
}
