import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { ensureAppConfig } from '../../db/seed/app-config.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, graphql, signIn } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  createUserAs,
  DELETE_USER,
  personData,
  updateUserAs,
  userById,
  type UserResult,
} from '../../test/users.js';

// Deleting accounts and the last active Admin; creating and editing are in users.test.ts.
let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
  const db = t.database.db;
  await ensureAppConfig(db);
  admin = await signIn(t.app, (await buildUser(db, { roles: ['Admin'] })).login);
  manager = await signIn(t.app, (await buildUser(db, { roles: ['Manager'] })).login);
});
afterAll(() => t.close());

describe('the last active Admin', () => {
  let network: TestApp;
  let owner: { id: number; token: string };

  beforeAll(async () => {
    // A database of its own: here the number of Admins is what the test is about.
    network = await createTestApp();
    await ensureAppConfig(network.database.db);
    const row = await buildUser(network.database.db, { roles: ['Admin'] });
    owner = { id: row.id, token: await signIn(network.app, row.login) };
  });
  afterAll(() => network.close());

  it('cannot lose the Admin role, be deactivated or delete itself', async () => {
    const self = await userById(network.app, owner.token, owner.id);
    const me = {
      ...self,
      regions: ['mazowieckie'],
      contact: { ...self.contact, lastName: 'Admin', phoneNumbers: ['600100200'] },
    };
    for (const changes of [{ roles: ['Manager'] }, { active: false }]) {
      const response = await updateUserAs(network.app, owner.token, me, changes);
      expect(errorCode(response)).toBe('CONFLICT');
      expect(response.errors![0]!.message).toBe(
        'Nie można usunąć, dezaktywować ani odebrać roli Admin ostatniemu aktywnemu administratorowi.',
      );
    }
    const deleted = await graphql(network.app, DELETE_USER, {
      token: owner.token,
      variables: { id: String(owner.id) },
    });
    expect(errorCode(deleted)).toBe('CONFLICT');
    expect(deleted.errors![0]!.message).toBe('Nie możesz usunąć własnego konta.');
  });

  it('lets exactly one of two Admins demoting each other at the same time pass', async () => {
    const db = network.database.db;
    const otherRow = await buildUser(db, { roles: ['Admin'], lastName: 'Drugi' });
    const other = { id: otherRow.id, token: await signIn(network.app, otherRow.login) };
    const editable = async (id: number) => ({
      ...(await userById(network.app, owner.token, id)),
      regions: ['mazowieckie'],
    });
    const [ownerForm, otherForm] = [await editable(owner.id), await editable(other.id)];
    const withPhone = (form: UserResult) => ({
      ...form,
      contact: { ...form.contact, lastName: 'Admin', phoneNumbers: ['600100200'] },
    });
    const answers = await Promise.all([
      updateUserAs(network.app, owner.token, withPhone(otherForm), { roles: ['Manager'] }),
      updateUserAs(network.app, other.token, withPhone(ownerForm), { roles: ['Manager'] }),
    ]);
    expect(answers.map((answer) => errorCode(answer) ?? 'ok').sort()).toEqual(['CONFLICT', 'ok']);
    const rows = await db.select({ roles: users.roles, active: users.active }).from(users);
    expect(rows.filter((row) => row.active && row.roles.includes('Admin'))).toHaveLength(1);
  });
});

describe('deleteUser', () => {
  it('frees the login, ends the sessions and hides the account', async () => {
    const db = t.database.db;
    const row = await buildUser(db, { roles: ['Technician'] });
    const token = await signIn(t.app, row.login);
    const response = await graphql(t.app, DELETE_USER, {
      token: admin,
      variables: { id: String(row.id) },
    });
    expect(response.data).toEqual({ deleteUser: true });
    expect(errorCode(await graphql(t.app, '{ currentUser { id } }', { token }))).toBe(
      'UNAUTHENTICATED',
    );
    const open = await db.select().from(sessions).where(eq(sessions.userId, row.id));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
    const [stored] = await db.select().from(users).where(eq(users.id, row.id));
    expect(stored).toMatchObject({ active: false });
    expect(stored!.deletedAt).not.toBeNull();
    // The same login makes a new account.
    await createUserAs(t.app, admin, personData({ login: row.login }), ['Technician']);
    const again = await graphql(t.app, DELETE_USER, {
      token: admin,
      variables: { id: String(row.id) },
    });
    expect(errorCode(again)).toBe('NOT_FOUND');
  });

  it('lets a Manager delete staff but not an Admin', async () => {
    const otherAdmin = await buildUser(t.database.db, { roles: ['Admin'] });
    const refused = await graphql(t.app, DELETE_USER, {
      token: manager,
      variables: { id: String(otherAdmin.id) },
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const staff = await buildUser(t.database.db, { roles: ['Registration'] });
    const done = await graphql(t.app, DELETE_USER, {
      token: manager,
      variables: { id: String(staff.id) },
    });
    expect(done.data).toEqual({ deleteUser: true });
  });
});
