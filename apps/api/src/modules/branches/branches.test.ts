import { ZBranchesQuery } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAppConfig } from '../../db/seed/app-config.js';
import { auditLog, branches, devices, userBranches, users } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql, signIn } from '../../test/graphql.js';
import { registerTablet } from '../../test/tablets.js';
import { branchPageQuery } from './branches.repository.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let manager: string;
let registrar: string;
let doctor: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await ensureAppConfig(db);
  admin = await signIn(t.app, (await buildUser(db, { roles: ['Admin'] })).login);
  manager = await signIn(t.app, (await buildUser(db, { roles: ['Manager'] })).login);
  registrar = await signIn(t.app, (await buildUser(db, { roles: ['Registration'] })).login);
  doctor = await signIn(t.app, (await buildUser(db, { roles: ['Doctor'] })).login);
});
afterAll(() => t.close());

const BRANCH_FIELDS = `id name color ownBranch region active version phoneNumbers emailAddresses
  address { street postalCode city country }
  devices { id name deviceType radiationGroups enabled }`;
const SAVE = `mutation($branch: BranchInput!) { saveBranch(branch: $branch) { ${BRANCH_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteOneBranch(branchId: $id) { deleted deactivated } }`;
const LIST = `query($filter: BranchFilter, $sorting: [BranchSort!], $paging: BranchPaging) {
  branches(filter: $filter, sorting: $sorting, paging: $paging) { totalCount nodes { id name region ownBranch color active } }
}`;

interface SavedBranch {
  id: string;
  name: string;
  version: number;
  active: boolean;
  devices: { id: string; name: string; enabled: boolean }[];
}

async function save(branch: Record<string, unknown>, token = admin) {
  return graphql<{ saveBranch: SavedBranch }>(t.app, SAVE, { token, variables: { branch } });
}

async function created(branch: Record<string, unknown>): Promise<SavedBranch> {
  const response = await save({ color: '#123456', devices: [], ...branch });
  expect(response.errors).toBeUndefined();
  return response.data!.saveBranch;
}

async function list(variables: Record<string, unknown>, token = registrar) {
  const response = await graphql<{
    branches: { totalCount: number; nodes: { name: string; region: string | null }[] };
  }>(t.app, LIST, { token, variables });
  expect(response.errors).toBeUndefined();
  return response.data!.branches;
}

describe('saveBranch: create', () => {
  it('creates a branch with its devices, normalized, and audits it', async () => {
    const response = await save({
      name: '  Warszawa   Mokotów ',
      color: '#A1B2C3',
      ownBranch: true,
      region: 'mazowieckie',
      address: { street: 'Puławska 1', postalCode: '02515', city: 'Warszawa', country: 'Polska' },
      phoneNumbers: ['+48 22 000 00 00'],
      emailAddresses: ['mokotow@example.com'],
      devices: [
        { name: 'CBCT 1', deviceType: 'CBCT', radiationGroups: ['3D'] },
        {
          name: 'Pantomograf',
          deviceType: 'PANTOMOGRAPH',
          radiationGroups: ['2D'],
          enabled: false,
        },
      ],
    });
    expect(response.errors).toBeUndefined();
    const branch = response.data!.saveBranch;
    expect(branch).toMatchObject({
      name: 'Warszawa Mokotów',
      color: '#a1b2c3',
      region: 'mazowieckie',
      active: true,
      version: 1,
      address: { postalCode: '02-515' },
      devices: [
        { name: 'CBCT 1', deviceType: 'CBCT', radiationGroups: ['3D'], enabled: true },
        { name: 'Pantomograf', enabled: false },
      ],
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'branch.create'), eq(auditLog.entityId, branch.id)));
    expect(entry!.details).toMatchObject({
      before: null,
      after: { name: 'Warszawa Mokotów', devices: [{ name: 'CBCT 1' }, { name: 'Pantomograf' }] },
    });
  });

  it('refuses invalid input with Polish messages next to each field', async () => {
    const response = await save({
      name: ' ',
      color: 'red',
      address: { street: 'X 1', postalCode: '1234', city: 'Kraków', country: 'Polska' },
      emailAddresses: ['nope'],
      devices: [{ name: '', deviceType: 'CBCT' }],
    });
    expect(fieldErrors(response)).toEqual({
      name: 'To pole jest wymagane',
      color: 'Kolor musi mieć postać #rrggbb',
      'address.postalCode': 'Kod pocztowy w Polsce ma postać NN-NNN',
      'emailAddresses.0': 'Niepoprawny adres e-mail',
      'devices.0.name': 'To pole jest wymagane',
    });
  });

  it('refuses a region, device type or radiation group the app config does not have', async () => {
    const response = await save({
      name: 'Gdzieś',
      color: '#000000',
      region: 'lubuskie',
      devices: [{ name: 'D', deviceType: 'MRI', radiationGroups: ['2D', '4D'] }],
    });
    expect(fieldErrors(response)).toEqual({
      region: 'Regionu lubuskie nie ma w konfiguracji aplikacji',
      'devices.0.deviceType': 'Typu urządzenia MRI nie ma w konfiguracji aplikacji',
      'devices.0.radiationGroups': 'Grupy promieniowania 4D nie ma w konfiguracji aplikacji',
    });
  });

  it('is for Admin and Manager: Registration and Doctor are refused', async () => {
    expect(
      (await save({ name: 'M', color: '#111111', devices: [] }, manager)).errors,
    ).toBeUndefined();
    for (const token of [registrar, doctor]) {
      expect(errorCode(await save({ name: 'R', color: '#111111', devices: [] }, token))).toBe(
        'FORBIDDEN',
      );
    }
  });
});

describe('saveBranch: update', () => {
  it('updates fields and devices: edits kept ones, adds new ones, deletes left-out ones', async () => {
    const branch = await created({
      name: 'Kraków',
      devices: [
        { name: 'A', deviceType: 'CBCT' },
        { name: 'B', deviceType: 'ENT_CT' },
      ],
    });
    const [a, b] = branch.devices;
    const response = await save({
      id: branch.id,
      version: branch.version,
      name: 'Kraków Centrum',
      color: '#123456',
      region: 'małopolskie',
      devices: [
        { id: a!.id, name: 'A2', deviceType: 'CBCT', enabled: false },
        { name: 'C', deviceType: 'CEPHALOSTAT' },
      ],
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.saveBranch).toMatchObject({
      name: 'Kraków Centrum',
      version: 2,
      devices: [
        { id: a!.id, name: 'A2', enabled: false },
        { name: 'C', deviceType: 'CEPHALOSTAT' },
      ],
    });
    // Nothing names a device yet (devicesInUse), so a left-out one is deleted, not disabled.
    const gone = await t.database.db
      .select()
      .from(devices)
      .where(eq(devices.id, Number(b!.id)));
    expect(gone).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'branch.update'), eq(auditLog.entityId, branch.id)));
    const details = entry!.details as { before: object; after: object };
    expect(Object.keys(details.before).sort()).toEqual(['devices', 'name', 'region']);
    expect(details.after).toMatchObject({ name: 'Kraków Centrum', region: 'małopolskie' });
  });

  it('refuses a stale version and changes nothing', async () => {
    const branch = await created({ name: 'Gdańsk' });
    expect(
      (await save({ id: branch.id, version: 1, name: 'Gdańsk 2', color: '#123456', devices: [] }))
        .errors,
    ).toBeUndefined();
    const stale = await save({
      id: branch.id,
      version: 1,
      name: 'Gdańsk 3',
      color: '#123456',
      devices: [],
    });
    expect(errorCode(stale)).toBe('STALE_VERSION');
    const [row] = await t.database.db
      .select()
      .from(branches)
      .where(eq(branches.id, Number(branch.id)));
    expect(row).toMatchObject({ name: 'Gdańsk 2', version: 2 });
  });

  it('wants the version of an update, and refuses another branch device or an unknown id', async () => {
    const other = await created({ name: 'Inna', devices: [{ name: 'X', deviceType: 'ENT_CT' }] });
    const branch = await created({ name: 'Sopot' });
    expect(
      fieldErrors(await save({ id: branch.id, name: 'S', color: '#123456', devices: [] })),
    ).toEqual({
      version: 'To pole jest wymagane',
    });
    const foreign = await save({
      id: branch.id,
      version: 1,
      name: 'Sopot',
      color: '#123456',
      devices: [{ id: other.devices[0]!.id, name: 'X', deviceType: 'ENT_CT' }],
    });
    expect(fieldErrors(foreign)).toEqual({
      'devices.0.id': `Urządzenie ${other.devices[0]!.id} nie należy do tej filii`,
    });
    const unknown = await save({
      id: '999999',
      version: 1,
      name: 'N',
      color: '#123456',
      devices: [],
    });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors![0]!.message).toBe('Nie znaleziono filii o identyfikatorze 999999.');
  });
});

describe('deleteOneBranch', () => {
  it('deletes a branch nothing names, with its devices and user links', async () => {
    const branch = await created({
      name: 'Do usunięcia',
      devices: [{ name: 'D', deviceType: 'ENT_CT' }],
    });
    const user = await buildUser(t.database.db, { roles: ['Registration'] });
    await t.database.db
      .insert(userBranches)
      .values({ userId: user.id, branchId: Number(branch.id) });
    await t.database.db
      .update(users)
      .set({ currentBranchId: Number(branch.id) })
      .where(eq(users.id, user.id));
    const response = await graphql(t.app, DELETE, { token: manager, variables: { id: branch.id } });
    expect(response.data).toEqual({ deleteOneBranch: { deleted: true, deactivated: false } });
    const db = t.database.db;
    expect(
      await db
        .select()
        .from(branches)
        .where(eq(branches.id, Number(branch.id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(devices)
        .where(eq(devices.branchId, Number(branch.id))),
    ).toEqual([]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'branch.delete'), eq(auditLog.entityId, branch.id)));
    expect(entry!.details).toMatchObject({ before: { name: 'Do usunięcia' }, after: null });
  });

  it('deactivates a branch a tablet names; it leaves the list unless inactive ones are asked for', async () => {
    const branch = await created({ name: 'Z tabletem' });
    await registerTablet(t.app, admin, { branchId: Number(branch.id) });
    const response = await graphql(t.app, DELETE, { token: admin, variables: { id: branch.id } });
    expect(response.data).toEqual({ deleteOneBranch: { deleted: false, deactivated: true } });
    const { data } = await graphql<{ branch: { active: boolean } }>(
      t.app,
      'query($id: ID!) { branch(id: $id) { active } }',
      { token: registrar, variables: { id: branch.id } },
    );
    expect(data!.branch.active).toBe(false);
    expect((await list({ filter: { name: 'z tabletem' } })).totalCount).toBe(0);
    expect((await list({ filter: { name: 'z tabletem', includeInactive: true } })).totalCount).toBe(
      1,
    );
  });

  it('answers NOT_FOUND for an unknown id and FORBIDDEN for Registration', async () => {
    const unknown = await graphql(t.app, DELETE, { token: admin, variables: { id: '999999' } });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors![0]!.message).toBe('Nie znaleziono filii o identyfikatorze 999999.');
    const refused = await graphql(t.app, DELETE, { token: registrar, variables: { id: '1' } });
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });
});

describe('branches and branch', () => {
  beforeAll(async () => {
    for (const [name, region, ownBranch, color] of [
      ['Lista Alfa', 'pomorskie', true, '#cccccc'],
      ['Lista beta', 'mazowieckie', false, '#aaaaaa'],
      ['Lista Gamma', 'pomorskie', false, '#bbbbbb'],
      ['Lista 100%_x', null, true, '#dddddd'],
    ] as const) {
      await created({ name, region, ownBranch, color });
    }
  });

  it('filters by name in any case, own branch and region; counts all matches', async () => {
    const page = await list({ filter: { name: 'LISTA' }, paging: { limit: 2 } });
    expect(page.totalCount).toBe(4);
    expect(page.nodes.map((b) => b.name)).toEqual(['Lista 100%_x', 'Lista Alfa']);
    const own = await list({ filter: { name: 'lista', ownBranch: false } });
    expect(own.nodes.map((b) => b.name)).toEqual(['Lista beta', 'Lista Gamma']);
    const regions = await list({ filter: { name: 'lista', regions: ['pomorskie'] } });
    expect(regions.nodes.map((b) => b.name)).toEqual(['Lista Alfa', 'Lista Gamma']);
  });

  it('takes % and _ in the name as letters', async () => {
    expect((await list({ filter: { name: '%_' } })).nodes.map((b) => b.name)).toEqual([
      'Lista 100%_x',
    ]);
    expect((await list({ filter: { name: 'a_f' } })).totalCount).toBe(0);
  });

  it('sorts by the fields asked for, ties broken by id, and pages', async () => {
    const byColor = await list({
      filter: { name: 'lista' },
      sorting: [{ field: 'color', direction: 'DESC' }],
    });
    expect(byColor.nodes.map((b) => b.name)).toEqual([
      'Lista 100%_x',
      'Lista Alfa',
      'Lista Gamma',
      'Lista beta',
    ]);
    const byRegion = await list({
      filter: { name: 'lista' },
      sorting: [
        { field: 'region', direction: 'ASC' },
        { field: 'name', direction: 'DESC' },
      ],
      paging: { offset: 1, limit: 2 },
    });
    expect(byRegion.nodes.map((b) => b.name)).toEqual(['Lista Gamma', 'Lista Alfa']);
    expect(byRegion.totalCount).toBe(4);
    const pastTheEnd = await list({ filter: { name: 'lista' }, paging: { offset: 40 } });
    expect(pastTheEnd).toEqual({ nodes: [], totalCount: 4 });
  });

  it('filters by ids, defaults to 10 per page and refuses a page above 50', async () => {
    const all = await list({ filter: { name: 'lista' } });
    expect(all.nodes.length).toBe(4);
    const firstTwo = await graphql<{ branches: { nodes: { id: string }[] } }>(t.app, LIST, {
      token: doctor,
      variables: { filter: { name: 'lista' }, paging: { limit: 2 } },
    });
    const ids = firstTwo.data!.branches.nodes.map(({ id }) => id);
    expect((await list({ filter: { ids } })).nodes.map((b) => b.name)).toEqual([
      'Lista 100%_x',
      'Lista Alfa',
    ]);
    expect((await list({})).nodes.length).toBe(10);
    const tooMany = await graphql(t.app, LIST, {
      token: admin,
      variables: { paging: { limit: 51 } },
    });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
  });

  it('answers one branch with its devices, or null for an unknown id', async () => {
    const branch = await created({
      name: 'Pojedyncza',
      devices: [{ name: 'P', deviceType: 'ENT_CT' }],
    });
    const found = await graphql<{ branch: { name: string; devices: { name: string }[] } | null }>(
      t.app,
      'query($id: ID!) { branch(id: $id) { name devices { name } } }',
      { token: doctor, variables: { id: branch.id } },
    );
    expect(found.data!.branch).toEqual({ name: 'Pojedyncza', devices: [{ name: 'P' }] });
    const missing = await graphql(t.app, 'query { branch(id: "999999") { id } }', { token: admin });
    expect(missing.errors).toBeUndefined();
    expect(missing.data).toEqual({ branch: null });
  });
});

describe('the list statement', () => {
  /** The indexes the plan of a page reads, with sequential scans ruled out (a test table is tiny). */
  async function indexesOf(query: Record<string, unknown>): Promise<string[]> {
    const { sql: text, params } = branchPageQuery(
      t.database.db,
      ZBranchesQuery.parse(query),
    ).toSQL();
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const result = await client.query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) ${text}`,
        params,
      );
      await client.query('rollback');
      const names = new Set<string>();
      JSON.stringify(result.rows[0]!['QUERY PLAN'], (key, value: unknown) => {
        if (key === 'Index Name' && typeof value === 'string') names.add(value);
        return value;
      });
      return [...names];
    } finally {
      client.release();
    }
  }

  it('walks the branches_name index for name order, both ways', async () => {
    expect(await indexesOf({})).toContain('branches_name');
    expect(await indexesOf({ sorting: [{ field: 'name', direction: 'DESC' }] })).toContain(
      'branches_name',
    );
  });
});
