import { hasUnstorableCharacters } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { Kind, Location, visit, type ASTNode, type DocumentNode } from 'graphql';
import { AppError, badInput } from '../errors/app-error.js';

/**
 * The edge's half of "hostile text is refused" (ARCHITECTURE.md rule 8, ADR 0020). The domain's
 * text type checks every field it knows; this guard checks every string of every GraphQL request
 * — arguments written in the document and variables alike, ids and enum-like strings included,
 * and fields added tomorrow — before any resolver or SQL runs. It refuses only what no text
 * column can store (NUL, a lone surrogate), with the same localized message as the text type.
 *
 * It also refuses a request whose `query` is not GraphQL text: Fastify's body schema coerces
 * `{"query":123}` to "123", which Mercurius then reads as a JSON AST and hands to the validator
 * as a document it crashes on; and GET's `variables` may be any JSON, not an object.
 */

/** BAD_REQUEST 400, 'Żądanie jest nieprawidłowe.' */
export const notAGraphQLRequest = () =>
  new AppError('BAD_REQUEST', 'errors.badRequest', { statusCode: 400 });

function unstorableAt(path: readonly (string | number)[]): AppError {
  return badInput([
    {
      code: 'custom',
      message: 'validation.text.forbiddenCharacters',
      path: [...path],
      input: undefined,
    },
  ]);
}

/**
 * What the GraphQL parser made. Mercurius falls back to JSON.parse for a source it cannot parse,
 * and JSON never makes class instances: a parsed document's `loc` is one.
 */
function isParsedDocument(document: unknown): document is DocumentNode {
  const node = document as Partial<DocumentNode> | null;
  return (
    typeof node === 'object' &&
    node !== null &&
    node.kind === Kind.DOCUMENT &&
    Array.isArray(node.definitions) &&
    node.loc instanceof Location
  );
}

/** Argument and input field names from the operation down to a literal, e.g. patient.contact. */
function literalPath(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string[] {
  const names: string[] = [];
  for (const ancestor of ancestors) {
    if (Array.isArray(ancestor)) continue;
    const node = ancestor as ASTNode;
    if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.push(node.name.value);
  }
  return names;
}

/** The first string literal of the document no text column could store, as an error. */
function checkLiterals(document: DocumentNode): AppError | null {
  let refusal: AppError | null = null;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (!hasUnstorableCharacters(node.value)) return undefined;
      refusal = unstorableAt(literalPath(parent ? [...ancestors, parent] : ancestors));
      return false;
    },
  });
  return refusal;
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The first string of the variables (values and object keys) no text column could store. A loop,
 * not recursion: variables nested ten thousand levels deep must not overflow the stack.
 */
function checkVariables(variables: Record<string, unknown>): AppError | null {
  const pending: Visit[] = [{ value: variables, key: null, parent: null }];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const { value } = current;
    if (typeof value === 'string') {
      if (hasUnstorableCharacters(value)) return unstorableAt(pathOf(current));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: current }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (hasUnstorableCharacters(key)) return unstorableAt(pathOf(current));
        pending.push({ value: item, key, parent: current });
      }
    }
  }
  return null;
}

/** Registers the guard on the GraphQL endpoint (plugin.ts, after Mercurius). */
export function refuseHostileText(app: FastifyInstance): void {
  // Once per new document: Mercurius caches what passed validation.
  app.graphql.addHook('preValidation', (_schema, document) => {
    if (!isParsedDocument(document)) throw notAGraphQLRequest();
    const refusal = checkLiterals(document);
    if (refusal) throw refusal;
  });
  // Every request: the same document comes with new variables each time.
  app.graphql.addHook('preExecution', (_schema, _document, _context, variables) => {
    if (variables === undefined || variables === null) return;
    if (typeof variables !== 'object' || Array.isArray(variables)) throw notAGraphQLRequest();
    const refusal = checkVariables(variables as Record<string, unknown>);
    if (refusal) throw refusal;
  });
}
