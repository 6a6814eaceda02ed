import type { GraphQLContext } from './context.js';
import type { Loader, LoaderMap, LoaderQuery } from './loaders.js';

/**
 * Loaders as plain resolvers (ADR 0022): every call of a field in one tick of one operation joins
 * a batch, and the field's loader runs once for the batch. Mercurius' own `loaders` option did the
 * same, but turned every row — the whole parent object — into a JSON cache key first, which cost
 * a page of patients more CPU than its SQL (issue 11). Here a batch is only a list; the same row
 * asked twice in a batch is loaded once (by identity), and nothing outlives the batch, so a
 * subscription's context, which lives as long as its socket, holds no results.
 */

type AnyLoader = Loader<object, unknown, Record<string, unknown>>;
type FieldResolver = (obj: object, params: Record<string, unknown>, ctx: GraphQLContext) => unknown;

interface Pending {
  query: LoaderQuery<object, Record<string, unknown>>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The calls of one loader in one operation that have not run yet. */
class Batch {
  private readonly pending: Pending[] = [];
  private readonly byRow = new Map<object, Promise<unknown>>();

  constructor(
    private readonly loader: AnyLoader,
    private readonly ctx: GraphQLContext,
  ) {}

  load(obj: object, params: Record<string, unknown>): Promise<unknown> {
    // Parameters make a different question about the same row; they are rare, so only calls
    // without any share a row's answer.
    const shareable = Object.keys(params).length === 0;
    const known = shareable ? this.byRow.get(obj) : undefined;
    if (known) return known;
    const promise = new Promise<unknown>((resolve, reject) => {
      this.pending.push({ query: { obj, params }, resolve, reject });
    });
    if (shareable) this.byRow.set(obj, promise);
    return promise;
  }

  async run(): Promise<void> {
    try {
      const results = await this.loader(
        this.pending.map((entry) => entry.query),
        this.ctx,
      );
      if (results.length !== this.pending.length) {
        throw new Error(`a loader answered ${results.length} of ${this.pending.length} rows`);
      }
      this.pending.forEach((entry, index) => entry.resolve(results[index]));
    } catch (error) {
      for (const entry of this.pending) entry.reject(error);
    }
  }
}

/** The open batch of each loader, per operation (its context). */
const openBatches = new WeakMap<GraphQLContext, Map<AnyLoader, Batch>>();

function batchFor(loader: AnyLoader, ctx: GraphQLContext): Batch {
  let batches = openBatches.get(ctx);
  if (!batches) {
    batches = new Map();
    openBatches.set(ctx, batches);
  }
  const open = batches.get(loader);
  if (open) return open;
  const batch = new Batch(loader, ctx);
  batches.set(loader, batch);
  const ready = batches;
  // As DataLoader: after the promises already resolved in this tick (a list's rows are asked for
  // one after another as its items complete), the batch closes and runs.
  void Promise.resolve().then(() =>
    process.nextTick(() => {
      ready.delete(loader);
      void batch.run();
    }),
  );
  return batch;
}

/** The loaders of `loaders` (type → field → loader) as resolvers of the same fields. */
export function loaderResolvers(loaders: LoaderMap): Record<string, Record<string, FieldResolver>> {
  const resolvers: Record<string, Record<string, FieldResolver>> = {};
  for (const [type, fields] of Object.entries(loaders)) {
    resolvers[type] = {};
    for (const [field, loader] of Object.entries(fields)) {
      resolvers[type][field] = (obj, params, ctx) =>
        batchFor(loader as AnyLoader, ctx).load(obj, params ?? {});
    }
  }
  return resolvers;
}
