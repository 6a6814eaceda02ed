import { MAX_PAGE_TAKE } from '@portal/domain';
import {
  GraphQLError,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Refuses operations whose estimated cost exceeds `maxCost`. Each field costs 1; a field that
 * pages (`pagination: { take }`) multiplies the cost of what it selects by `take`, or by the
 * largest page we serve when `take` comes from a variable. Cheap, static, and enough to stop a
 * query that asks for the whole database in one request.
 */
export function costLimitRule(maxCost: number): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(node) {
      const fragments = new Map(
        context
          .getDocument()
          .definitions.filter(
            (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
          )
          .map((d) => [d.name.value, d]),
      );
      const cost = selectionCost(node.selectionSet, fragments, new Set());
      if (cost > maxCost) {
        context.reportError(
          new GraphQLError(`Query cost ${cost} exceeds the limit of ${maxCost}`, {
            nodes: [node],
            extensions: { code: 'QUERY_TOO_COMPLEX' },
          }),
        );
      }
    },
  });
}

function selectionCost(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += 1 + pageSize(selection) * selectionCost(selection.selectionSet, fragments, visiting);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      cost += selectionCost(selection.selectionSet, fragments, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue; // cycles are reported by graphql's own rule
      visiting.add(name);
      cost += selectionCost(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
  }
  return cost;
}

function pageSize(field: FieldNode): number {
  const pagination = field.arguments?.find((argument) => argument.name.value === 'pagination');
  if (!pagination) return 1;
  if (pagination.value.kind !== Kind.OBJECT) return MAX_PAGE_TAKE;
  const take = pagination.value.fields.find((f) => f.name.value === 'take');
  if (!take) return MAX_PAGE_TAKE;
  return take.value.kind === Kind.INT ? Math.max(1, Number(take.value.value)) : MAX_PAGE_TAKE;
}
