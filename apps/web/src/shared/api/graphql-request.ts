import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { Lang } from '@portal/domain';
import type { TypedDocumentString } from '../../__generated__/sign-in/graphql';

/** Where the API answers GraphQL (the Apollo client's HttpLink uses the same address). */
export const GRAPHQL_PATH = '/graphql';

/**
 * One GraphQL operation over `fetch`, for the pages that run before or without the Apollo client:
 * the sign-in page (ADR 0033) and the scheduling page (ADR 0040). Their documents are generated
 * as strings (src/__generated__/sign-in and scheduling, codegen.ts), so neither parsed documents
 * nor a printer come with them. It fails as the Apollo client would — the same error classes — so
 * `classifyError` reads its failures alike.
 */
export async function graphqlRequest<Result, Variables>(
  // Structural: each light entry's documents are generated with a class of their own.
  document: Pick<TypedDocumentString<Result, Variables>, '__apiType' | 'toString'>,
  variables: Variables,
  {
    lang,
    headers = {},
  }: {
    lang: Lang;
    /** Headers of this operation (a social sign-in's ticket and provider, say). */
    headers?: Record<string, string>;
  },
): Promise<Result> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      'Accept-Language': lang,
      ...headers,
    },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  const bodyText = await response.text();
  if (!response.ok) throw new ServerError(`HTTP ${response.status}`, { response, bodyText });
  const result = JSON.parse(bodyText) as { data?: Result | null; errors?: unknown[] };
  if (Array.isArray(result.errors) && result.errors.length > 0) {
    throw new CombinedGraphQLErrors(
      result as ConstructorParameters<typeof CombinedGraphQLErrors>[0],
    );
  }
  if (result.data === undefined || result.data === null)
    throw new ServerError('No data', { response, bodyText });
  return result.data;
}
