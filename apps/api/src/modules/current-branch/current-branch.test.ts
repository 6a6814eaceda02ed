import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, userBranches } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql, signIn } from '../../test/graphql.js';
import { buildBranch } from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const CURRENT = `{ currentBranch { id name } }`;
const SET = `mutation($branchId: ID!) { setCurrentBranch(branchId: $branchId) { id name } }`;

describe('current branch', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  async function registrarIn(...branchIds: number[]) {
    const user = await buildUser(test.database.db, { roles: ['Registration'] });
    if (branchIds.length > 0)
      await test.database.db
        .insert(userBranches)
        .values(branchIds.map((branchId) => ({ userId: user.id, branchId })));
    return { user, token: await signIn(test.app, user.login) };
  }

  it('is the first own branch by name until the user chooses, then their choice everywhere', async () => {
    const { db } = test.database;
    const partner = await buildBranch(db, { name: 'A partner' });
    await db.update(branches).set({ ownBranch: false }).where(eq(branches.id, partner.id));
    const second = await buildBranch(db, { name: 'C own' });
    const first = await buildBranch(db, { name: 'B own' });
    const { user, token } = await registrarIn(partner.id, second.id, first.id);

    const before = await graphql(test.app, CURRENT, { token });
    expect(before.data).toEqual({ currentBranch: { id: String(first.id), name: 'B own' } });

    const chosen = await graphql(test.app, SET, { token, variables: { branchId: second.id } });
    expect(chosen.data).toEqual({ setCurrentBranch: { id: String(second.id), name: 'C own' } });
    // Another device of the same user: a new session sees the choice.
    const elsewhere = await signIn(test.app, user.login);
    const after = await graphql(test.app, CURRENT, { token: elsewhere });
    expect(after.data).toEqual({ currentBranch: { id: String(second.id), name: 'C own' } });

    // A chosen branch that is deactivated gives way to the next one.
    await db.update(branches).set({ active: false }).where(eq(branches.id, second.id));
    const fallback = await graphql(test.app, CURRENT, { token });
    expect(fallback.data).toEqual({ currentBranch: { id: String(first.id), name: 'B own' } });
  });

  it('refuses a branch the user does not work in, with a message', async () => {
    const mine = await buildBranch(test.database.db);
    const other = await buildBranch(test.database.db);
    const { token } = await registrarIn(mine.id);
    const refused = await graphql(test.app, SET, { token, variables: { branchId: other.id } });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(refused)).toEqual({
      branchId: 'Możesz wybrać tylko filię, w której pracujesz',
    });
    const unknown = await graphql(test.app, SET, { token, variables: { branchId: 'x' } });
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
  });

  it('is null for someone who works in no branch', async () => {
    const { token } = await registrarIn();
    const response = await graphql(test.app, CURRENT, { token });
    expect(response.data).toEqual({ currentBranch: null });
  });
});
