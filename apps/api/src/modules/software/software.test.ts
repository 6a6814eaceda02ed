import { SOFTWARE_PAGE_SIZE } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { software } from '../../db/schema/index.js';
import { auditRows } from '../../test/audit-rows.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql, signIn } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let adminId: number;
let doctor: string;

const FIELDS = 'id name downloadURL version';
const LIST = `{ software { ${FIELDS} } }`;
const CREATE = `mutation($input: SoftwareInput!) { createSoftware(newSoftware: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: SoftwareInput!, $version: Int!) {
  updateSoftware(softwareId: $id, software: $input, version: $version) { ${FIELDS} }
}`;
const DELETE = 'mutation($id: ID!) { deleteSoftware(softwareId: $id) }';

interface Program {
  id: string;
  name: string;
  downloadURL: string;
  version: number;
}

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.database.db, { roles: ['Admin'] });
  adminId = user.id;
  admin = await signIn(t.app, user.login);
  doctor = await signIn(t.app, (await buildUser(t.database.db, { roles: ['Doctor'] })).login);
});
afterAll(() => t.close());

async function create(input: Record<string, unknown>): Promise<Program> {
  const response = await graphql<{ createSoftware: Program }>(t.app, CREATE, {
    token: admin,
    variables: { input },
  });
  expect(response.errors).toBeUndefined();
  return response.data!.createSoftware;
}

async function list(token = admin): Promise<Program[]> {
  const response = await graphql<{ software: Program[] }>(t.app, LIST, { token });
  expect(response.errors).toBeUndefined();
  return response.data!.software;
}

describe('createSoftware', () => {
  it('stores the normalized name and the link, with an audit row', async () => {
    const created = await create({
      name: '  TeamViewer   QuickSupport ',
      downloadURL: ' https://get.teamviewer.com/qs ',
    });
    expect(created).toMatchObject({
      name: 'TeamViewer QuickSupport',
      downloadURL: 'https://get.teamviewer.com/qs',
      version: 1,
    });
    const [row] = await auditRows(t.database.db, {
      action: 'software.create',
      entityId: created.id,
    });
    expect(row).toMatchObject({ actorUserId: adminId, outcome: 'success' });
    expect(row!.details).toEqual({
      after: { name: 'TeamViewer QuickSupport', downloadURL: 'https://get.teamviewer.com/qs' },
    });
  });

  it('refuses a missing name and a link that is not http or https', async () => {
    for (const [downloadURL, message] of [
      ['javascript:alert(1)', 'Adres musi zaczynać się od http:// lub https://'],
      ['ftp://files.example.com/viewer.zip', 'Adres musi zaczynać się od http:// lub https://'],
      ['https://exa mple.com', 'Niepoprawny adres URL'],
      ['not a link', 'Niepoprawny adres URL'],
      ['', 'To pole jest wymagane'],
    ]) {
      const response = await graphql(t.app, CREATE, {
        token: admin,
        variables: { input: { name: '  ', downloadURL } },
      });
      expect(fieldErrors(response)).toEqual({
        name: 'To pole jest wymagane',
        downloadURL: message,
      });
    }
  });

  it('refuses a link longer than 2000 characters', async () => {
    const response = await graphql(t.app, CREATE, {
      token: admin,
      variables: {
        input: { name: 'Viewer', downloadURL: `https://example.com/${'a'.repeat(2000)}` },
      },
    });
    expect(fieldErrors(response)).toEqual({
      downloadURL: 'Dopuszczalne jest najwyżej 2000 znaków',
    });
  });

  it('is refused to every role but Admin', async () => {
    const response = await graphql(t.app, CREATE, {
      token: doctor,
      variables: { input: { name: 'X', downloadURL: 'https://example.com' } },
    });
    expect(errorCode(response)).toBe('FORBIDDEN');
  });
});

describe('software', () => {
  it('lists the programs for every role, by name, at most SOFTWARE_PAGE_SIZE', async () => {
    await t.database.db.delete(software);
    await t.database.db.insert(software).values(
      Array.from({ length: SOFTWARE_PAGE_SIZE + 5 }, (_, index) => ({
        name: `${index % 2 ? 'b' : 'B'}-program ${String(index).padStart(2, '0')}`,
        downloadUrl: `https://example.com/${index}`,
      })),
    );
    const programs = await list(doctor);
    expect(programs).toHaveLength(SOFTWARE_PAGE_SIZE);
    const names = programs.map((program) => program.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(programs[0]).toMatchObject({
      name: 'B-program 00',
      downloadURL: 'https://example.com/0',
    });
  });
});

describe('updateSoftware', () => {
  it('saves the edit, audits the changed fields and refuses a stale version', async () => {
    const created = await create({ name: 'Viewer 2D', downloadURL: 'https://example.com/2d' });
    const response = await graphql<{ updateSoftware: Program }>(t.app, UPDATE, {
      token: admin,
      variables: {
        id: created.id,
        version: 1,
        input: { name: 'Viewer 2D', downloadURL: 'http://example.com/2d-new' },
      },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.updateSoftware).toMatchObject({
      downloadURL: 'http://example.com/2d-new',
      version: 2,
    });
    const [row] = await auditRows(t.database.db, {
      action: 'software.update',
      entityId: created.id,
    });
    expect(row!.details).toEqual({
      before: { downloadURL: 'https://example.com/2d' },
      after: { downloadURL: 'http://example.com/2d-new' },
    });

    const stale = await graphql(t.app, UPDATE, {
      token: admin,
      variables: {
        id: created.id,
        version: 1,
        input: { name: 'Lost edit', downloadURL: 'https://example.com' },
      },
    });
    expect(errorCode(stale)).toBe('STALE_VERSION');
    const [stored] = await t.database.db
      .select()
      .from(software)
      .where(eq(software.id, Number(created.id)));
    expect(stored).toMatchObject({ name: 'Viewer 2D', version: 2 });
  });

  it('answers NOT_FOUND for an unknown id and FORBIDDEN to others', async () => {
    const variables = {
      id: '999999',
      version: 1,
      input: { name: 'X', downloadURL: 'https://example.com' },
    };
    const missing = await graphql(t.app, UPDATE, { token: admin, variables });
    expect(errorCode(missing)).toBe('NOT_FOUND');
    expect(missing.errors![0]!.message).toBe('Nie znaleziono programu o identyfikatorze 999999.');
    expect(errorCode(await graphql(t.app, UPDATE, { token: doctor, variables }))).toBe('FORBIDDEN');
  });
});

describe('deleteSoftware', () => {
  it('deletes the program with an audit row keeping what it was', async () => {
    const created = await create({ name: 'RODO.pdf', downloadURL: 'https://example.com/rodo.pdf' });
    expect(
      errorCode(await graphql(t.app, DELETE, { token: doctor, variables: { id: created.id } })),
    ).toBe('FORBIDDEN');
    const response = await graphql<{ deleteSoftware: boolean }>(t.app, DELETE, {
      token: admin,
      variables: { id: created.id },
    });
    expect(response.data?.deleteSoftware).toBe(true);
    expect(
      await t.database.db
        .select()
        .from(software)
        .where(eq(software.id, Number(created.id))),
    ).toEqual([]);
    const [row] = await auditRows(t.database.db, {
      action: 'software.delete',
      entityId: created.id,
    });
    expect(row!.details).toEqual({
      before: { name: 'RODO.pdf', downloadURL: 'https://example.com/rodo.pdf' },
    });
    const again = await graphql(t.app, DELETE, { token: admin, variables: { id: created.id } });
    expect(errorCode(again)).toBe('NOT_FOUND');
  });
});
