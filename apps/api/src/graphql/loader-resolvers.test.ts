import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from './context.js';
import { loaderResolvers } from './loader-resolvers.js';
import type { LoaderQuery } from './loaders.js';

interface Row {
  id: number;
}

/** A context as far as a loader needs one here: only its identity matters. */
const context = () => ({}) as GraphQLContext;

function recordingLoader(answer: (row: Row) => unknown = (row) => row.id * 10) {
  const calls: LoaderQuery<Row>[][] = [];
  const loader = (queries: LoaderQuery<Row>[]) => {
    calls.push(queries);
    return Promise.resolve(queries.map(({ obj }) => answer(obj)));
  };
  return { calls, loader };
}

function resolverOf(loader: (queries: LoaderQuery<Row>[]) => Promise<unknown[]>) {
  const resolvers = loaderResolvers({ Row: { value: loader } });
  return resolvers.Row!.value!;
}

describe('loaders as resolvers', () => {
  it('answers every row of a tick with one call, in order', async () => {
    const { calls, loader } = recordingLoader();
    const resolve = resolverOf(loader);
    const ctx = context();
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const answers = await Promise.all(rows.map((row) => resolve(row, {}, ctx)));
    expect(answers).toEqual([10, 20, 30]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.map((query) => query.obj.id)).toEqual([1, 2, 3]);
  });

  it('loads a row asked for twice once', async () => {
    const { calls, loader } = recordingLoader();
    const resolve = resolverOf(loader);
    const ctx = context();
    const row = { id: 7 };
    expect(await Promise.all([resolve(row, {}, ctx), resolve(row, {}, ctx)])).toEqual([70, 70]);
    expect(calls[0]).toHaveLength(1);
  });

  it('keeps operations apart and starts a new batch after one has run', async () => {
    const { calls, loader } = recordingLoader();
    const resolve = resolverOf(loader);
    const [first, second] = [context(), context()];
    await Promise.all([resolve({ id: 1 }, {}, first), resolve({ id: 2 }, {}, second)]);
    expect(calls).toHaveLength(2);
    await resolve({ id: 3 }, {}, first);
    expect(calls).toHaveLength(3);
  });

  it("fails every row of a batch with the loader's error", async () => {
    const resolve = resolverOf(() => Promise.reject(new Error('database gone')));
    const ctx = context();
    const results = await Promise.allSettled([
      resolve({ id: 1 }, {}, ctx),
      resolve({ id: 2 }, {}, ctx),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });

  it('refuses an answer that does not match the rows', async () => {
    const resolve = resolverOf(() => Promise.resolve([1]));
    const ctx = context();
    await expect(
      Promise.all([resolve({ id: 1 }, {}, ctx), resolve({ id: 2 }, {}, ctx)]),
    ).rejects.toThrow('a loader answered 1 of 2 rows');
  });
});
