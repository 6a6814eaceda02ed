import type {
  Resolvers,
  ResolversParentTypes,
  SubscriptionResolvers,
} from './__generated__/resolvers.js';
import type { SubscriptionDefinition } from './subscription-guard.js';

/**
 * Resolvers typed from the SDL (ADR 0022). The generated `Resolvers` (codegen.ts, with the
 * repositories' rows as mappers) checks what each resolver returns; this file adds the check the
 * generator leaves out: a field without a resolver is read off the row by GraphQL's default
 * resolver, so the row's property must fit the SDL. A nullable column behind a `String!`, an id
 * the row lacks or a free-text column behind an enum then fails `tsc`, not a request.
 */

/** Every object type that has resolvers and a parent type (the mapped row, or the SDL type). */
export type ObjectTypeName = keyof Resolvers & keyof ResolversParentTypes;

type TypeResolvers<T extends ObjectTypeName> = NonNullable<Resolvers[T]>;

type Parent<T extends ObjectTypeName> = ResolversParentTypes[T];

/** What a generated field resolver must produce, unwrapped from its promise. */
type ResultOf<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;

/** The fields of `T` that GraphQL reads off the row (no resolver, no loader). */
type DefaultResolved<T extends ObjectTypeName, Explicit> = Exclude<
  keyof TypeResolvers<T>,
  Explicit | '__isTypeOf'
>;

/** The default-resolved fields whose row property is missing or does not fit the SDL. */
export type Misfits<T extends ObjectTypeName, Explicit> = {
  [K in DefaultResolved<T, Explicit>]: K extends keyof Parent<T>
    ? [Parent<T>[K]] extends [ResultOf<NonNullable<TypeResolvers<T>[K]>>]
      ? never
      : K
    : K;
}[DefaultResolved<T, Explicit>];

type FitCheck<T extends ObjectTypeName, Explicit> = [Misfits<T, Explicit>] extends [never]
  ? unknown
  : { rowFieldsNotFittingTheSdl: Misfits<T, Explicit> };

/**
 * The field resolvers of object type `T`, checked against the SDL: each resolver by the generated
 * types, each other field by its row property. `Elsewhere` names the fields a loader
 * (`<module>.loaders.ts`) or another module resolves. Curried because TypeScript cannot infer some type arguments and take
 * others: `objectResolvers<'Patient', 'files'>()({ id: (patient) => … })`.
 */
export function objectResolvers<T extends ObjectTypeName, Elsewhere extends PropertyKey = never>() {
  return <R extends TypeResolvers<T>>(resolvers: R & FitCheck<T, keyof R | Elsewhere>): R =>
    resolvers;
}

/** What subscription field `K` delivers per event, as the SDL (with mappers) declares it. */
type SubscriptionResultOf<K extends keyof SubscriptionResolvers> =
  NonNullable<SubscriptionResolvers[K]> extends infer Field
    ? Field extends { resolve?: infer Resolve }
      ? ResultOf<NonNullable<Resolve>>
      : never
    : never;

/**
 * The subscription root fields of a module, checked against the SDL: `satisfies
 * SubscriptionMap` refuses a field the schema lacks and a `resolve` whose value does not fit the
 * field's type. (The generated `SubscriptionResolvers` describes Mercurius' `{ subscribe,
 * resolve }`, which operation-policy.ts builds from the declarations.)
 */
export type SubscriptionMap = {
  [K in keyof SubscriptionResolvers]?: SubscriptionDefinition<
    never,
    never,
    SubscriptionResultOf<K> | Promise<SubscriptionResultOf<K>>
  >;
};
