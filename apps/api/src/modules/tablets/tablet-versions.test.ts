import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablets } from '../../db/schema/index.js';
import { auditRows } from '../../test/audit-rows.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, graphql, signIn } from '../../test/graphql.js';
import { buildBranch, pairTablet, registerTablet } from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Concurrent edits of a tablet (issue 9 §10, ARCHITECTURE.md rule 7, ADR 0021). */

let t: TestApp;
let admin: string;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await buildUser(t.database.db, { roles: ['Admin'] })).login);
  branchId = (await buildBranch(t.database.db)).id;
});
afterAll(() => t.close());

const UPDATE = `mutation($id: ID!, $input: TabletUpdateInput!, $version: Int!) {
  updateTablet(id: $id, input: $input, version: $version) { id name active version }
}`;

type Updated = {
  updateTablet: { id: string; name: string; active: boolean; version: number };
};

function save(id: string, version: number, name: string, lang?: string) {
  return graphql<Updated>(t.app, UPDATE, {
    token: admin,
    ...(lang ? { lang } : {}),
    variables: { id, version, input: { name, branchId: String(branchId), active: true } },
  });
}

async function stored(id: string) {
  const [row] = await t.database.db
    .select({ name: tablets.name, version: tablets.version })
    .from(tablets)
    .where(eq(tablets.id, Number(id)));
  return row!;
}

const staleFailures = (id: string) =>
  auditRows(t.database.db, { action: 'tablet.update', entityId: id, outcome: 'failure' });

describe('updateTablet with the version it edits', () => {
  it('saves the current version and raises it; the kiosk’s use does not', async () => {
    const { tablet, ...registration } = await registerTablet(t.app, admin, { branchId });
    await pairTablet(t.app, { tablet, ...registration });
    expect(await stored(tablet.id)).toMatchObject({ version: 1 });
    const first = await save(tablet.id, 1, 'Recepcja');
    expect(first.data?.updateTablet).toMatchObject({ name: 'Recepcja', version: 2 });
    const second = await save(tablet.id, 2, 'Recepcja 2');
    expect(second.data?.updateTablet.version).toBe(3);
  });

  it('refuses a stale save, in every language, records it, and changes nothing', async () => {
    const { tablet } = await registerTablet(t.app, admin, { branchId });
    await save(tablet.id, 1, 'Pierwszy');
    for (const [lang, message] of [
      [
        'pl',
        'Ten rekord został w międzyczasie zmieniony przez kogoś innego. Odśwież dane, aby zobaczyć zmiany.',
      ],
      [
        'en',
        'Someone else has changed this record in the meantime. Refresh the data to see the changes.',
      ],
      ['ua', 'Тим часом цей запис змінив хтось інший. Оновіть дані, щоб побачити зміни.'],
    ] as const) {
      const stale = await save(tablet.id, 1, 'Drugi', lang);
      expect(stale.errors).toEqual([
        expect.objectContaining({
          message,
          extensions: { code: 'STALE_VERSION', currentVersion: 2 },
        }),
      ]);
    }
    expect(await stored(tablet.id)).toEqual({ name: 'Pierwszy', version: 2 });
    expect((await staleFailures(tablet.id)).map((entry) => entry.details)).toEqual(
      Array(3).fill({ reason: 'staleVersion', version: 1, currentVersion: 2 }),
    );
  });

  it('lets exactly one of 50 parallel saves of the same version win', async () => {
    const { tablet } = await registerTablet(t.app, admin, { branchId });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => save(tablet.id, 1, `Równoległy ${index}`)),
    );
    const won = responses.filter((response) => !response.errors);
    expect(won).toHaveLength(1);
    expect(responses.filter((response) => response.errors).map((r) => errorCode(r))).toEqual(
      Array(49).fill('STALE_VERSION'),
    );
    expect(await stored(tablet.id)).toEqual({ name: won[0]!.data!.updateTablet.name, version: 2 });
    expect(await staleFailures(tablet.id)).toHaveLength(49);
  });

  it('still names a missing tablet first', async () => {
    const response = await save('999999', 5, 'Nikt');
    expect(errorCode(response)).toBe('NOT_FOUND');
  });
});
