import { getDirectiveValues, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';

/** What resolving one field costs, as its `@cost` directive declares (ADR 0019). */
export interface FieldCost {
  /** Paid each time the field is resolved; 1 when the field declares nothing. */
  weight: number;
  /** How many elements an unpaged list counts as; null when not declared. */
  listSize: number | null;
  /**
   * The largest page a paged list serves (its input schema refuses a larger `take`): what a
   * `take` from a variable counts as; null for the portal's MAX_PAGE_TAKE.
   */
  maxTake: number | null;
}

const UNDECLARED: FieldCost = { weight: 1, listSize: null, maxTake: null };

const cache = new WeakMap<GraphQLField<unknown, unknown>, FieldCost | null>();

/** The field's `@cost`, or null when it declares none. */
export function declaredCost(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
): FieldCost | null {
  const cached = cache.get(field);
  if (cached !== undefined) return cached;
  const directive = schema.getDirective('cost');
  const values = directive && field.astNode ? getDirectiveValues(directive, field.astNode) : null;
  const cost = values
    ? {
        weight: values.weight as number,
        listSize: (values.listSize as number | null) ?? null,
        maxTake: (values.maxTake as number | null) ?? null,
      }
    : null;
  cache.set(field, cost);
  return cost;
}

/** The field's cost: its `@cost`, or a weight of 1 for a value already loaded. */
export function costOf(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): FieldCost {
  return declaredCost(schema, field) ?? UNDECLARED;
}

/**
 * Fields that must declare `@cost` and do not: every root field (each one starts work on the
 * server), every field resolved by a loader, and every field whose resolver takes the context — the only way a resolver reaches
 * the database, the storage or the session. Resolvers of one or two parameters only read their
 * parent object. `resolvers` maps type → field → resolver, as the schema's modules export them.
 */
export function fieldsMissingCost(
  schema: GraphQLSchema,
  resolvers: Record<string, Record<string, unknown>>,
  loaders: Record<string, Record<string, unknown>> = {},
): string[] {
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
      (type) => (type ? [type.name] : []),
    ),
  );
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolver = resolvers[type.name]?.[field.name];
      // A loader always reads (it exists to batch reads), whatever its parameters.
      const loaded = loaders[type.name]?.[field.name] !== undefined;
      const mustDeclare = roots.has(type.name) || loaded || readsContext(resolver);
      if (mustDeclare && !declaredCost(schema, field)) missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing;
}

function readsContext(resolver: unknown): boolean {
  const resolve =
    typeof resolver === 'function'
      ? resolver
      : (resolver as { resolve?: unknown } | undefined)?.resolve;
  return typeof resolve === 'function' && resolve.length >= 3;
}
