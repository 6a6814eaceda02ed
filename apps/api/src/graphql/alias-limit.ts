import {
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { fragmentsOf } from './cost-limit.js';
import { AppError } from '../errors/app-error.js';

/**
 * Most aliased fields one operation may hold. The web uses none; an alias is the only way to
 * have the same field resolved many times in one request (1,000 aliased `patients { total }`
 * were 1,000 COUNT queries), so the cap is low (ADR 0019).
 */
export const MAX_ALIASES = 30;

type Fragments = ReturnType<typeof fragmentsOf>;

/**
 * Refuses an operation holding more than `max` aliased fields, counted where they are resolved:
 * a fragment counts again each time it is spread.
 */
export function aliasLimitRule(max: number = MAX_ALIASES): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(node) {
      const aliases = countAliases(node.selectionSet, fragmentsOf(context), new Map());
      if (aliases > max) {
        context.reportError(
          new GraphQLError(`More than ${max} aliased fields`, {
            nodes: [node],
            extensions: { code: 'QUERY_TOO_COMPLEX' },
            originalError: new AppError('QUERY_TOO_COMPLEX', 'errors.tooManyAliases', {
              params: { max },
            }),
          }),
        );
      }
    },
  });
}

/**
 * Aliases of a selection, fragments expanded. A fragment's count is remembered (`counted`), so
 * fragments spread inside fragments are walked once each, never exponentially often.
 */
function countAliases(
  selectionSet: SelectionSetNode | undefined,
  fragments: Fragments,
  counted: Map<string, number>,
): number {
  if (!selectionSet) return 0;
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) count++;
      count += countAliases(selection.selectionSet, fragments, counted);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countAliases(selection.selectionSet, fragments, counted);
    } else {
      const name = selection.name.value;
      const known = counted.get(name);
      if (known !== undefined) {
        count += known;
        continue;
      }
      const fragment = fragments.get(name);
      if (!fragment) continue;
      counted.set(name, 0); // a cycle counts nothing more; graphql's own rule reports it
      const inFragment = countAliases(fragment.selectionSet, fragments, counted);
      counted.set(name, inFragment);
      count += inFragment;
    }
  }
  return count;
}
