import { roleHas, type OperationPermission } from '@portal/domain';
import type { GraphQLFieldResolver, GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import { recordAudit } from '../platform/audit/audit.js';
import { WrongPrincipalError, type ActiveSession, type GraphQLContext } from './context.js';
import { AppError, forbidden } from '../errors/app-error.js';
import { liveSession, liveTablet } from './socket-session.js';
import {
  guardSubscription,
  isSubscriptionDefinition,
  refusedSubscription,
  type SubscriberAccess,
  type SubscriptionDefinition,
} from './subscription-guard.js';

/**
 * What an operation requires (ADR 0003, ADR 0023). `public` needs no session; `permission`: the
 * session's current role must hold `permission` (or `orRecordRule`, below), and the user must have
 * accepted the terms unless `beforeTerms` says the operation serves the terms flow itself;
 * `tablet`: the caller is a paired kiosk (ADR 0014). A user's token never passes `tablet`, nor a
 * tablet's token `permission`.
 *
 * `orRecordRule` says the truth about operations a record-level rule opens wider than a role
 * permission: `requires('patients.edit', { orRecordRule: 'patients.editOwn' })` lets through the
 * roles holding either, and the service then lets an `…Own` holder act only on the records the
 * rule allows (the creator of a patient, the owner of a file: auth/*-policy.ts).
 */
export type OperationPolicy =
  | { access: 'public' }
  | {
      access: 'permission';
      permission: OperationPermission;
      orRecordRule?: OperationPermission;
      beforeTerms?: boolean;
    }
  | { access: 'tablet' };

export const PUBLIC: OperationPolicy = { access: 'public' };

/** The kiosk's own operations: only a paired, active tablet's session, never a user's. */
export function requiresTablet(): OperationPolicy {
  return { access: 'tablet' };
}

export function requires(
  permission: OperationPermission,
  options: { beforeTerms?: boolean; orRecordRule?: OperationPermission } = {},
): OperationPolicy {
  return { access: 'permission', permission, ...options };
}

/** Whether `role` passes a permission policy's guard (the record rule, if any, comes later). */
export function policyAdmits(
  policy: Extract<OperationPolicy, { access: 'permission' }>,
  role: Parameters<typeof roleHas>[0],
): boolean {
  return (
    roleHas(role, policy.permission) ||
    (policy.orRecordRule !== undefined && roleHas(role, policy.orRecordRule))
  );
}

const POLICY = Symbol('operationPolicy');

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, never>;
type Declared<F> = F & { [POLICY]: OperationPolicy };

/**
 * Declares the policy of a root resolver: `operation(requires('patients.add'), (_, args, ctx) => …)`,
 * or of a subscription: `operation(requires('appointments.calendar'), subscription({ topic, … }))`.
 */
export function operation<Parent, Args, Context, Result>(
  policy: OperationPolicy,
  resolve: (parent: Parent, args: Args, context: Context, info: GraphQLResolveInfo) => Result,
): Declared<(parent: Parent, args: Args, context: Context, info: GraphQLResolveInfo) => Result>;
export function operation<S extends SubscriptionDefinition<never, never>>(
  policy: OperationPolicy,
  resolve: S,
): Declared<S>;
// Spelled out as parent, args, context, info (not a generic function type) so that a resolver
// placed in a typed map (`satisfies QueryResolvers`, ADR 0022) gets its parameter types from the
// SDL and its result checked against it.
export function operation(policy: OperationPolicy, resolve: object): Declared<object> {
  return Object.assign(resolve, { [POLICY]: policy });
}

export function policyOf(resolver: unknown): OperationPolicy | undefined {
  return typeof resolver === 'function' || isSubscriptionDefinition(resolver)
    ? (resolver as Partial<Declared<object>>)[POLICY]
    : undefined;
}

export const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;

export interface OperationDeclaration {
  type: (typeof ROOT_TYPES)[number];
  field: string;
  policy: OperationPolicy | undefined;
}

type ResolverMap = Record<string, Record<string, unknown>>;

/** Every root field of the schema with the policy its resolver declares (undefined = none). */
export function listOperations(
  schema: GraphQLSchema,
  resolvers: ResolverMap,
): OperationDeclaration[] {
  return ROOT_TYPES.flatMap((type) => {
    const rootType = schema.getType(type) as
      { getFields?: () => Record<string, unknown> } | undefined;
    return Object.keys(rootType?.getFields?.() ?? {}).map((field) => ({
      type,
      field,
      policy: policyOf(resolvers[type]?.[field]),
    }));
  });
}

/**
 * Wraps every root resolver with its policy check. A root field without a declared policy gets a
 * resolver that always refuses: undeclared means denied. Subscription fields become Mercurius'
 * `{ subscribe, resolve }`, checked when subscribing and filtered per event (subscription-guard.ts).
 */
export function enforcePolicies(schema: GraphQLSchema, resolvers: ResolverMap): ResolverMap {
  const guarded: ResolverMap = { ...resolvers };
  for (const { type, field, policy } of listOperations(schema, resolvers)) {
    const resolve = resolvers[type]?.[field];
    guarded[type] = { ...guarded[type] };
    if (type === 'Subscription') {
      guarded[type][field] =
        policy && isSubscriptionDefinition(resolve)
          ? guardSubscription(resolve, subscriberAccess(field, policy))
          : refusedSubscription;
    } else {
      guarded[type][field] =
        policy && typeof resolve === 'function'
          ? guard(field, policy, resolve as Resolver)
          : refuse;
    }
  }
  return guarded;
}

const refuse: Resolver = () => {
  throw forbidden();
};

function guard(field: string, policy: OperationPolicy, resolve: Resolver): Resolver {
  if (policy.access === 'public') return resolve;
  if (policy.access === 'tablet') {
    return async (root, args, context, info) => {
      await principalOf(field, context, () => context.tablet());
      return resolve(root, args, context, info);
    };
  }
  return async (root, args, context, info) => {
    const session = await principalOf(field, context, () => context.session());
    await authorize(field, policy, session, context);
    return resolve(root, args, context, info);
  };
}

/**
 * The caller as the operation needs it (a user's session or a tablet). A valid token of the other
 * kind is refused with FORBIDDEN and audited like any refused permission.
 */
async function principalOf<S>(
  field: string,
  context: GraphQLContext,
  lookup: () => Promise<S>,
): Promise<S> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof WrongPrincipalError) {
      const { principal } = error;
      await recordAudit(context.db, {
        action: `operation.${field}`,
        outcome: 'denied',
        actorUserId: principal.kind === 'user' ? principal.session.userId : null,
        address: context.address,
        details:
          principal.kind === 'user'
            ? { principal: 'user', role: principal.session.currentRole }
            : { principal: 'tablet', tabletId: principal.tablet.id },
      });
    }
    throw error;
  }
}

/** How a subscription with `policy` finds and checks its subscriber on a socket. */
function subscriberAccess(field: string, policy: OperationPolicy): SubscriberAccess<never> {
  if (policy.access === 'tablet') {
    const access: SubscriberAccess<unknown> = {
      current: (context) => principalOf(field, context, () => context.tablet()),
      live: (context) => liveTablet(context),
      authorize: () => Promise.resolve(),
      permits: () => true,
    };
    return access as SubscriberAccess<never>;
  }
  const access: SubscriberAccess<ActiveSession> = {
    current: (context) => principalOf(field, context, () => context.session()),
    live: (context) => liveSession(context),
    authorize: (session, context) => authorize(field, policy, session, context),
    permits: (session) => refusal(policy, session) === null,
  };
  return access as SubscriberAccess<never>;
}

/** Why `session` may not run an operation with `policy`, or null when it may. */
function refusal(policy: OperationPolicy, session: ActiveSession): AppError | null {
  if (policy.access === 'public') return null;
  // A tablet operation is never a user's (principalOf refuses it before this is asked).
  if (policy.access === 'tablet') return forbidden();
  if (!policy.beforeTerms && !session.acceptedTerms) {
    return new AppError('TERMS_NOT_ACCEPTED', 'errors.termsNotAccepted');
  }
  if (!policyAdmits(policy, session.currentRole)) return forbidden();
  return null;
}

/** The one check queries, mutations and subscriptions share; a refused permission is audited. */
async function authorize(
  field: string,
  policy: OperationPolicy,
  session: ActiveSession,
  context: GraphQLContext,
): Promise<void> {
  const refused = refusal(policy, session);
  if (!refused) return;
  if (refused.code === 'FORBIDDEN' && policy.access === 'permission') {
    await recordAudit(context.db, {
      action: `operation.${field}`,
      outcome: 'denied',
      actorUserId: session.userId,
      address: context.address,
      details: {
        role: session.currentRole,
        permission: policy.permission,
        ...(policy.orRecordRule ? { orRecordRule: policy.orRecordRule } : {}),
      },
    });
  }
  throw refused;
}
