import { MAX_PAGE_TAKE } from '@portal/domain';
import {
  getNamedType,
  GraphQLError,
  isInterfaceType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { AppError } from '../errors/app-error.js';
import { costOf } from './field-cost.js';

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/**
 * Refuses operations whose estimated cost exceeds `maxCost`, before anything runs (ADR 0019).
 * A field costs the weight its `@cost` directive declares (1 when it declares none: a value
 * already loaded), plus what it selects times the elements it returns: `pagination.take` for a
 * paged list (the largest page we serve when `take` comes from a variable or is left out), the
 * declared `listSize` for an unpaged one, else 1. Aliases are no discount: each one is resolved again.
 */
export function costLimitRule(maxCost: number): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(node) {
      const cost = operationCost(context.getSchema(), node, fragmentsOf(context));
      if (cost > maxCost) {
        context.reportError(
          new GraphQLError(`Query cost ${cost} exceeds the limit of ${maxCost}`, {
            nodes: [node],
            extensions: { code: 'QUERY_TOO_COMPLEX' },
            originalError: new AppError('QUERY_TOO_COMPLEX', 'errors.queryTooComplex'),
          }),
        );
      }
    },
  });
}

export function fragmentsOf(context: ValidationContext): Fragments {
  return new Map(
    context
      .getDocument()
      .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
}

/** The estimated cost of one operation of a document (exported for tests). */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Fragments,
): number {
  const root = schema.getRootType(operation.operation) ?? null;
  return selectionCost(schema, operation.selectionSet, root, fragments, new Map());
}

function selectionCost(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode | undefined,
  parent: GraphQLNamedType | null,
  fragments: Fragments,
  costed: Map<string, number>,
): number {
  if (!selectionSet) return 0;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = fieldOf(parent, selection.name.value);
      const { weight, listSize, maxTake } = field
        ? costOf(schema, field)
        : { weight: 1, listSize: null, maxTake: null };
      const child = field ? getNamedType(field.type) : null;
      const elements = (field && pageSize(field, selection, maxTake)) ?? listSize ?? 1;
      cost +=
        weight + elements * selectionCost(schema, selection.selectionSet, child, fragments, costed);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? (schema.getType(selection.typeCondition.name.value) ?? null)
        : parent;
      cost += selectionCost(schema, selection.selectionSet, type, fragments, costed);
    } else {
      cost += fragmentCost(schema, selection.name.value, fragments, costed);
    }
  }
  return cost;
}

/**
 * A fragment's cost depends on the fragment alone (its type condition names its type), so it is
 * computed once per operation: fragments spreading fragments are never walked exponentially often.
 */
function fragmentCost(
  schema: GraphQLSchema,
  name: string,
  fragments: Fragments,
  costed: Map<string, number>,
): number {
  const known = costed.get(name);
  if (known !== undefined) return known;
  const fragment = fragments.get(name);
  if (!fragment) return 0;
  costed.set(name, 0); // a cycle costs nothing more; graphql's own rule reports it
  const type = schema.getType(fragment.typeCondition.name.value) ?? null;
  const cost = selectionCost(schema, fragment.selectionSet, type, fragments, costed);
  costed.set(name, cost);
  return cost;
}

/** The field's definition; null for `__typename` and fields unknown to the type. */
function fieldOf(
  parent: GraphQLNamedType | null,
  name: string,
): GraphQLField<unknown, unknown> | null {
  if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) return null;
  return parent.getFields()[name] ?? null;
}

/**
 * Elements of a field that pages (one with a `pagination` argument): the literal `take`, else the
 * largest page the field serves (`take` from a variable, or left to the field's default): its
 * declared `maxTake`, else MAX_PAGE_TAKE. Undefined for a field that does not page.
 */
function pageSize(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  maxTake: number | null,
): number | undefined {
  if (!field.args.some((argument) => argument.name === 'pagination')) return undefined;
  const largest = maxTake ?? MAX_PAGE_TAKE;
  const pagination = node.arguments?.find((argument) => argument.name.value === 'pagination');
  if (pagination?.value.kind !== Kind.OBJECT) return largest;
  const take = pagination.value.fields.find((f) => f.name.value === 'take');
  if (take?.value.kind !== Kind.INT) return largest;
  return Math.min(largest, Math.max(1, Number(take.value.value)));
}
