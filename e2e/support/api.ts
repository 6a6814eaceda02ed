import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.js';
import { DEMO_PASSWORD, demoLogin, type Role } from './roles.js';

/**
 * The API as any client calls it: for seeding what a test needs but is not about (e.g. enough
 * patients to page through), never for what the test asserts.
 */
export interface ApiSession {
  call<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

async function post<T>(
  request: APIRequestContext,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post('/graphql', { headers, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, `GraphQL errors of ${query}`).toBeUndefined();
  expect(response.status()).toBe(200);
  return body.data!;
}

const LOGIN = `mutation ($loginData: LoginInput!) {
  login(loginData: $loginData) { token user { acceptedTerms } }
}`;

/** Signs a demo account in through the API (accepting the terms if it has not yet). */
export async function apiSession(request: APIRequestContext, role: Role): Promise<ApiSession> {
  const { login } = await post<{ login: { token: string; user: { acceptedTerms: boolean } } }>(
    request,
    {},
    LOGIN,
    { loginData: { login: demoLogin(role), password: DEMO_PASSWORD } },
  );
  const headers = { Authorization: `Bearer ${login.token}`, 'X-Current-Role': role };
  if (!login.user.acceptedTerms) {
    await post(request, headers, 'mutation { acceptTerms { id } }', {});
  }
  return { call: (query, variables = {}) => post(request, headers, query, variables) };
}
