import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { graphql, type GraphQLResponse } from './graphql.js';

/** The calls of the users module's tests, and a valid person's fields to start from. */

export const USER_FIELDS = `id login roles regions active version vacationStart vacationEnd
  contact { firstName lastName companyName nip phoneNumbers emailAddresses } branches { id name }`;

export const CREATE_USER = `mutation($userData: NewUserInput!, $roles: [Role!]!) {
  createUser(userData: $userData, roles: $roles) { ${USER_FIELDS} }
}`;
export const CREATE_OFFICE_USER = `mutation($userData: NewOfficeUserInput!, $role: OfficeRole!) {
  createOfficeUser(userData: $userData, role: $role) { ${USER_FIELDS} }
}`;
export const UPDATE_USER = `mutation($id: ID!, $user: UserUpdateInput!, $version: Int!) {
  updateUser(id: $id, user: $user, version: $version) { ${USER_FIELDS} }
}`;
export const DELETE_USER = 'mutation($id: ID!) { deleteUser(id: $id) }';
export const RESET_PASSWORD = `mutation($token: String!, $newPassword: String!) {
  resetPassword(token: $token, newPassword: $newPassword)
}`;

let sequence = 0;

/** A valid person's account; `login` unique per call unless given. */
export function personData(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    login: `person${sequence}-${process.pid}@example.com`,
    firstName: 'Anna',
    lastName: `Nowak ${String.fromCharCode(65 + (sequence % 26))}`,
    phoneNumbers: ['+48 600 100 200'],
    regions: ['mazowieckie'],
    ...overrides,
  };
}

export interface UserResult {
  id: string;
  login: string;
  roles: string[];
  regions: string[];
  active: boolean;
  version: number;
  vacationStart: string | null;
  vacationEnd: string | null;
  contact: {
    firstName: string | null;
    lastName: string | null;
    companyName: string | null;
    nip: string | null;
    phoneNumbers: string[];
    emailAddresses: string[];
  };
  branches: { id: string; name: string }[];
}

export async function createUserAs(
  app: FastifyInstance,
  token: string,
  userData: Record<string, unknown>,
  roles: string[] = ['Registration'],
): Promise<UserResult> {
  const response = await graphql<{ createUser: UserResult }>(app, CREATE_USER, {
    token,
    variables: { userData, roles },
  });
  expect(response.errors).toBeUndefined();
  return response.data!.createUser;
}

/** The update input of a created user, with `changes`. */
export function updateOf(user: UserResult, changes: Record<string, unknown> = {}) {
  return {
    login: user.login,
    firstName: user.contact.firstName,
    lastName: user.contact.lastName,
    companyName: user.contact.companyName,
    nip: user.contact.nip,
    phoneNumbers: user.contact.phoneNumbers,
    emailAddresses: user.contact.emailAddresses,
    roles: user.roles,
    regions: user.regions,
    branchIds: user.branches.map(({ id }) => id),
    active: user.active,
    vacationStart: user.vacationStart,
    vacationEnd: user.vacationEnd,
    ...changes,
  };
}

export function updateUserAs(
  app: FastifyInstance,
  token: string,
  user: UserResult,
  changes: Record<string, unknown> = {},
  version = user.version,
): Promise<GraphQLResponse<{ updateUser: UserResult }>> {
  return graphql<{ updateUser: UserResult }>(app, UPDATE_USER, {
    token,
    variables: { id: user.id, user: updateOf(user, changes), version },
  });
}

/** A live account as the edit form reads it. */
export async function userById(
  app: FastifyInstance,
  token: string,
  id: number | string,
): Promise<UserResult> {
  const response = await graphql<{ user: UserResult }>(
    app,
    `query($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`,
    { token, variables: { id: String(id) } },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.user;
}
