import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TEST_PASSWORD } from './factories.js';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions: { code: string; [key: string]: unknown } }[];
  headers: Record<string, unknown>;
}

export interface CallOptions {
  variables?: Record<string, unknown>;
  token?: string;
  lang?: string;
  role?: string;
  headers?: Record<string, string>;
}

/** Sends one GraphQL request through the real HTTP pipeline. */
export async function graphql<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  options: CallOptions = {},
): Promise<GraphQLResponse<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...(options.role ? { 'x-current-role': options.role } : {}),
      ...options.headers,
    },
    payload: JSON.stringify({ query, variables: options.variables }),
  });
  const body = response.json<{ data?: T | null; errors?: GraphQLResponse['errors'] }>();
  return {
    status: response.statusCode,
    data: body.data ?? null,
    errors: body.errors,
    headers: response.headers,
  };
}

export const LOGIN = `mutation Login($login: String!, $password: String!) {
  login(loginData: { login: $login, password: $password }) { token expiresAt user { id login roles acceptedTerms } }
}`;

/** Signs in and returns the bearer token; fails the test when sign-in does not succeed. */
export async function signIn(
  app: FastifyInstance,
  login: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await graphql<{ login: { token: string } }>(app, LOGIN, {
    variables: { login, password },
  });
  if (!response.data?.login.token)
    throw new Error(`sign-in failed: ${JSON.stringify(response.errors)}`);
  return response.data.login.token;
}

export function errorCode(response: GraphQLResponse): string | undefined {
  return response.errors?.[0]?.extensions.code;
}

/** The localized messages of an input refused as BAD_USER_INPUT, by field path. */
export function fieldErrors(response: GraphQLResponse): Record<string, string> {
  expect(errorCode(response)).toBe('BAD_USER_INPUT');
  const issues = response.errors![0]!.extensions.validationErrors as {
    path: string;
    message: string;
  }[];
  return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
}
