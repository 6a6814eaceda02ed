import { translate } from '@portal/domain';
import { buildSchema, parse, subscribe, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { AppError, unauthenticated } from '../errors/app-error.js';
import { enforcePolicies, operation, requires } from './operation-policy.js';
import { subscription } from './subscription-guard.js';

interface Thing {
  userId: number;
}

const schema = buildSchema(`
  type Query { unused: String }
  type Subscription {
    ownThings: String
    adminThings: String
    undeclared: String
  }
`);
/** A fresh definition each time: `operation()` marks the object it is given. */
const ownThings = () =>
  subscription({
    topic: 'things',
    visible: (event: Thing, session) => event.userId === session.userId,
    resolve: (event) => `thing of ${event.userId}`,
  });
const guarded = enforcePolicies(schema, {
  Subscription: {
    ownThings: operation(requires('account.session'), ownThings()),
    adminThings: operation(requires('accounts.manage'), ownThings()),
    undeclared: ownThings(),
  },
});
// As Mercurius does with the Subscription type's resolvers.
for (const [field, resolvers] of Object.entries(guarded.Subscription!)) {
  Object.assign(schema.getSubscriptionType()!.getFields()[field]!, resolvers);
}

/** Events pushed by the test, read by the subscription as Mercurius' queue would be. */
function feed() {
  const queue: Thing[] = [];
  let wake: () => void = () => undefined;
  return {
    push(event: Thing) {
      queue.push(event);
      wake();
    },
    async *[Symbol.asyncIterator]() {
      for (;;) {
        while (queue.length > 0) yield queue.shift()!;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}

/** A signed-in WebSocket's context, acting as `role`; `end` makes the next lookup fail. */
function socketContext(role = 'Registration') {
  const events = feed();
  const session = {
    sessionId: 's',
    userId: 7,
    roles: [role],
    acceptedTerms: true,
    currentRole: role,
  };
  const state = { ended: null as AppError | null, lookups: 0 };
  const closed: [number, string][] = [];
  const audited: unknown[] = [];
  const log = createLogger('silent');
  const context = {
    lang: 'en',
    address: '10.0.0.1',
    log,
    app: { log },
    db: {
      insert: () => ({
        values: (row: unknown) => {
          audited.push(row);
          return Promise.resolve();
        },
      }),
    },
    session: () => Promise.resolve(session),
    revalidateSession: () => {
      state.lookups += 1;
      return state.ended ? Promise.reject(state.ended) : Promise.resolve(session);
    },
    closeSocket: (code: number, reason: string) => closed.push([code, reason]),
    pubsub: { subscribe: () => Promise.resolve(events) },
  };
  return { context, events, state, closed, audited };
}

async function start(field: string, contextValue: object) {
  const result = await subscribe({
    schema,
    document: parse(`subscription { ${field} }`),
    contextValue,
  });
  return result as AsyncIterableIterator<ExecutionResult> | ExecutionResult;
}

function isStream(result: unknown): result is AsyncIterableIterator<ExecutionResult> {
  return typeof result === 'object' && result !== null && Symbol.asyncIterator in result;
}

/** The next result, or 'nothing' when none comes within a moment. */
function nextOrNothing(stream: AsyncIterableIterator<ExecutionResult>) {
  return Promise.race([
    stream.next().then(({ value }) => value as ExecutionResult),
    new Promise<'nothing'>((resolve) => setTimeout(() => resolve('nothing'), 50)),
  ]);
}

describe('subscriptions declare their permission like queries', () => {
  it('refuses an undeclared subscription with a localized FORBIDDEN', async () => {
    const result = await start('undeclared', socketContext().context);
    expect(isStream(result)).toBe(false);
    expect((result as ExecutionResult).errors?.map((e) => [e.message, e.extensions.code])).toEqual([
      [translate('en', 'errors.forbidden'), 'FORBIDDEN'],
    ]);
  });

  it('refuses a role without the permission with a localized FORBIDDEN, and audits it', async () => {
    const { context, audited } = socketContext('Registration');
    const result = (await start('adminThings', context)) as ExecutionResult;
    expect(result.errors?.map((e) => [e.message, e.extensions.code])).toEqual([
      [translate('en', 'errors.forbidden'), 'FORBIDDEN'],
    ]);
    expect(audited).toEqual([
      expect.objectContaining({
        action: 'operation.adminThings',
        outcome: 'denied',
        details: { role: 'Registration', permission: 'accounts.manage' },
      }),
    ]);
  });

  it('lets a role that holds the permission subscribe', async () => {
    const { context, events } = socketContext('Admin');
    const stream = await start('adminThings', context);
    expect(isStream(stream)).toBe(true);
    events.push({ userId: 7 });
    expect(await nextOrNothing(stream as AsyncIterableIterator<ExecutionResult>)).toEqual({
      data: { adminThings: 'thing of 7' },
    });
  });
});

describe('the per-event filter', () => {
  it('delivers only what the session may see, and looks the session up only for those', async () => {
    const { context, events, state } = socketContext();
    const stream = (await start('ownThings', context)) as AsyncIterableIterator<ExecutionResult>;
    const lookupsWhenSubscribed = state.lookups;

    events.push({ userId: 8 });
    events.push({ userId: 9 });
    events.push({ userId: 7 });
    expect(await nextOrNothing(stream)).toEqual({ data: { ownThings: 'thing of 7' } });
    expect(state.lookups - lookupsWhenSubscribed).toBe(1);
  });

  it('closes the socket with 4401 and delivers nothing once the session has ended', async () => {
    const { context, events, state, closed } = socketContext();
    const stream = (await start('ownThings', context)) as AsyncIterableIterator<ExecutionResult>;

    state.ended = unauthenticated();
    events.push({ userId: 7 });
    expect(await nextOrNothing(stream)).toBe('nothing');
    expect(closed).toEqual([[4401, 'Unauthorized']]);
  });

  it('closes the socket with 4403 when the user no longer holds the role', async () => {
    const { context, events, state, closed } = socketContext();
    const stream = (await start('ownThings', context)) as AsyncIterableIterator<ExecutionResult>;

    state.ended = new AppError('FORBIDDEN', 'errors.roleNotAssigned', { params: { role: 'x' } });
    events.push({ userId: 7 });
    expect(await nextOrNothing(stream)).toBe('nothing');
    expect(closed).toEqual([[4403, 'Forbidden']]);
  });

  it('closes with 1013 (try again later) when the session cannot be looked up', async () => {
    const { context, events, state, closed } = socketContext();
    const stream = (await start('ownThings', context)) as AsyncIterableIterator<ExecutionResult>;

    state.ended = new Error('connection refused') as AppError;
    events.push({ userId: 7 });
    expect(await nextOrNothing(stream)).toBe('nothing');
    expect(closed).toEqual([[1013, 'Try Again Later']]);
  });
});
