import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, userBranches, users } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql, signIn } from '../../test/graphql.js';
import { buildBranch } from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
let admin: string;

const USERS = `query($where: UsersFilter, $pagination: PaginationInput, $orderBy: UsersOrderBy) {
  users(where: $where, pagination: $pagination, orderBy: $orderBy) {
    total hasMore items { login roles active contact { firstName lastName } branches { name } profilePictureURL }
  }
}`;

interface Page {
  total: number;
  hasMore: boolean;
  items: { login: string; contact: { lastName: string }; branches: { name: string }[] }[];
}

async function page(variables: Record<string, unknown> = {}, token = admin) {
  const response = await graphql<{ users: Page }>(t.app, USERS, { token, variables });
  expect(response.errors).toBeUndefined();
  return response.data!.users;
}

const logins = (found: Page) => found.items.map(({ login }) => login);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await signIn(t.app, (await buildUser(db, { login: 'a-admin@example.com' })).login);
  const branch = await buildBranch(db, { name: 'Filia Północ' });
  // 12 technicians with a contact and a branch each, logins t01…t12, last names in reverse.
  for (let index = 1; index <= 12; index += 1) {
    const number = String(index).padStart(2, '0');
    const user = await buildUser(db, {
      login: `t${number}@example.com`,
      roles: ['Technician'],
      lastName: `Nazwisko ${String.fromCharCode(90 - index)}`,
    });
    await db.insert(userBranches).values({ userId: user.id, branchId: branch.id });
  }
  await buildUser(db, {
    login: 'r-50%_off@example.com',
    roles: ['Registration'],
    lastName: 'Procent',
  });
  await buildUser(db, { login: 'r-inactive@example.com', roles: ['Registration'], active: false });
  const gone = await buildUser(db, { login: 'r-deleted@example.com', roles: ['Registration'] });
  await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
  const office = await buildUser(db, { login: 'z-office@example.com', roles: ['DentalOffice'] });
  await db
    .update(contacts)
    .set({ companyName: 'Klinika Uśmiech' })
    .where(eq(contacts.id, office.contactId));
});
afterAll(() => t.close());

describe('users', () => {
  it('pages 10 by login, with the total and whether more follow; never a deleted account', async () => {
    const first = await page();
    expect(first.total).toBe(16);
    expect(first.hasMore).toBe(true);
    expect(logins(first)).toEqual([
      'a-admin@example.com',
      'r-50%_off@example.com',
      'r-inactive@example.com',
      't01@example.com',
      't02@example.com',
      't03@example.com',
      't04@example.com',
      't05@example.com',
      't06@example.com',
      't07@example.com',
    ]);
    const last = await page({ pagination: { skip: 10, take: 10 } });
    expect(last).toMatchObject({ total: 16, hasMore: false });
    expect(logins(last)).toContain('z-office@example.com');
    expect(logins(last)).not.toContain('r-deleted@example.com');
    const beyond = await page({ pagination: { skip: 40, take: 10 } });
    expect(beyond).toEqual({ total: 16, hasMore: false, items: [] });
  });

  it('orders by last name for the pickers', async () => {
    const found = await page({
      where: { roles: ['Technician'] },
      orderBy: 'lastName',
      pagination: { take: 3 },
    });
    expect(found.items.map(({ contact }) => contact.lastName)).toEqual([
      'Nazwisko N',
      'Nazwisko O',
      'Nazwisko P',
    ]);
  });

  it('finds by name, company name or login, with % and _ taken literally', async () => {
    expect(logins(await page({ where: { name: 'procent' } }))).toEqual(['r-50%_off@example.com']);
    expect(logins(await page({ where: { name: '%_' } }))).toEqual(['r-50%_off@example.com']);
    expect(logins(await page({ where: { name: 'uśmiech' } }))).toEqual(['z-office@example.com']);
    expect((await page({ where: { name: 'T1' } })).total).toBe(3);
  });

  it('filters by any of the roles and by activity; an empty roles filter is refused', async () => {
    const found = await page({ where: { roles: ['Registration', 'DentalOffice'], active: true } });
    expect(logins(found)).toEqual(['r-50%_off@example.com', 'z-office@example.com']);
    const refused = await graphql(t.app, USERS, {
      token: admin,
      variables: { where: { roles: [] } },
    });
    expect(fieldErrors(refused)).toEqual({
      'where.roles': 'Przynajmniej jedna rola jest wymagana',
    });
  });

  it('caps a page at 100 rows', async () => {
    const response = await graphql(t.app, USERS, {
      token: admin,
      variables: { pagination: { take: 101 } },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('reads a page of 10 users with contacts, branches and pictures in a fixed number of statements', async () => {
    const { pool } = t.database;
    const original = pool.query.bind(pool);
    let statements = 0;
    pool.query = ((...args: Parameters<typeof pool.query>) => {
      statements += 1;
      return (original as (...a: unknown[]) => unknown)(...args);
    }) as typeof pool.query;
    try {
      const found = await page({ where: { roles: ['Technician'] } });
      expect(found.items).toHaveLength(10);
      expect(found.items.every((item) => item.branches[0]?.name === 'Filia Północ')).toBe(true);
    } finally {
      pool.query = original;
    }
    // The page with its count, then one statement each for contacts, branches and pictures.
    expect(statements).toBeLessThanOrEqual(4);
  });

  it('is for staff only', async () => {
    const doctor = await signIn(
      t.app,
      (await buildUser(t.database.db, { roles: ['Doctor'] })).login,
    );
    expect(errorCode(await graphql(t.app, USERS, { token: doctor }))).toBe('FORBIDDEN');
  });
});
