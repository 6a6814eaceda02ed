import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, mails, users } from '../../db/schema/index.js';
import { ensureAppConfig } from '../../db/seed/app-config.js';
import { auditRows } from '../../test/audit-rows.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql, signIn } from '../../test/graphql.js';
import { buildBranch } from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  CREATE_OFFICE_USER,
  CREATE_USER,
  createUserAs,
  personData,
  updateUserAs,
  userById,
  type UserResult,
} from '../../test/users.js';

let t: TestApp;
let admin: string;
let adminId: number;
let manager: string;
let branchId: string;
let inactiveBranchId: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
  const db = t.database.db;
  await ensureAppConfig(db);
  const adminUser = await buildUser(db, { roles: ['Admin'] });
  adminId = adminUser.id;
  admin = await signIn(t.app, adminUser.login);
  manager = await signIn(t.app, (await buildUser(db, { roles: ['Manager'] })).login);
  branchId = String((await buildBranch(db, { name: 'Filia Centrum' })).id);
  const inactive = await buildBranch(db, { name: 'Filia Zamknięta' });
  await db.execute(`update branches set active = false where id = ${inactive.id}`);
  inactiveBranchId = String(inactive.id);
});
afterAll(() => t.close());

describe('createUser', () => {
  let created: UserResult;

  beforeAll(async () => {
    created = await createUserAs(
      t.app,
      admin,
      personData({
        login: '  Nowa.Osoba@Example.com ',
        firstName: ' Ewa ',
        emailAddresses: ['ewa@example.com'],
        branchIds: [branchId],
        vacationStart: '2026-08-01',
        vacationEnd: '2026-08-14',
      }),
      ['Registration', 'Technician'],
    );
  });

  it('creates the account with its contact, roles, regions and branches', () => {
    expect(created).toMatchObject({
      login: 'nowa.osoba@example.com',
      roles: ['Registration', 'Technician'],
      regions: ['mazowieckie'],
      active: true,
      version: 1,
      vacationStart: '2026-08-01',
      vacationEnd: '2026-08-14',
      contact: { firstName: 'Ewa', phoneNumbers: ['+48 600 100 200'] },
      branches: [{ id: branchId, name: 'Filia Centrum' }],
    });
  });

  it('leaves the password unset and records who created it', async () => {
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, Number(created.id)));
    expect(row).toMatchObject({ passwordHash: null, emailConfirmed: false });
    const [entry] = await auditRows(t.database.db, { action: 'user.create', entityId: created.id });
    expect(entry).toMatchObject({ actorUserId: adminId, outcome: 'success' });
    expect(JSON.stringify(entry!.details)).not.toMatch(/password/i);
  });

  it('queues a mail with the set-password link to the new login', async () => {
    const [mail] = await t.database.db
      .select()
      .from(mails)
      .where(eq(mails.recipient, 'nowa.osoba@example.com'));
    expect(mail).toMatchObject({ template: 'account-invitation', transport: 'outbox', lang: 'pl' });
    expect(mail!.text).toMatch(
      /https:\/\/portal\.example\.com\/reset-password\?token=[A-Za-z0-9_-]{43}&lang=pl/,
    );
  });

  it('answers every spec message of an empty form verbatim', async () => {
    const response = await graphql(t.app, CREATE_USER, {
      token: admin,
      variables: {
        userData: { login: '', firstName: '', lastName: '', phoneNumbers: [], regions: [] },
        roles: [],
      },
    });
    expect(fieldErrors(response)).toEqual({
      login: 'Login jest wymagany',
      firstName: 'Imię jest wymagane',
      lastName: 'Nazwisko jest wymagane',
      phoneNumbers: 'Przynajmniej jeden numer telefonu jest wymagany',
      roles: 'Przynajmniej jedna rola jest wymagana',
      regions: 'Przynajmniej jeden region jest wymagany',
    });
  });

  it('refuses a login that is not an e-mail, and one a live account has', async () => {
    const invalid = await graphql(t.app, CREATE_USER, {
      token: admin,
      variables: { userData: personData({ login: 'nowa.osoba' }), roles: ['Registration'] },
    });
    expect(fieldErrors(invalid)).toEqual({ login: 'Login musi być prawidłowym adresem e-mail' });
    const taken = await graphql(t.app, CREATE_USER, {
      token: admin,
      variables: {
        userData: personData({ login: 'NOWA.OSOBA@example.com' }),
        roles: ['Registration'],
      },
    });
    expect(fieldErrors(taken)).toEqual({ login: 'Użytkownik z tym loginem już istnieje' });
  });

  it('answers a login race with the same message (the unique index decides)', async () => {
    const userData = personData();
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        graphql(t.app, CREATE_USER, {
          token: admin,
          variables: { userData, roles: ['Technician'] },
        }),
      ),
    );
    const failed = [first!, second!].filter((response) => response.errors);
    expect(failed).toHaveLength(1);
    expect(fieldErrors(failed[0]!)).toEqual({ login: 'Użytkownik z tym loginem już istnieje' });
  });

  it('refuses unknown regions, unknown or inactive branches and a vacation ending first', async () => {
    const response = await graphql(t.app, CREATE_USER, {
      token: admin,
      variables: {
        userData: personData({
          regions: ['mazowieckie', 'Atlantyda'],
          branchIds: [inactiveBranchId],
        }),
        roles: ['Registration'],
      },
    });
    expect(fieldErrors(response)).toEqual({
      'regions.1': 'Nieznany region: Atlantyda',
      branchIds: `Nie znaleziono aktywnej filii o identyfikatorze ${inactiveBranchId}`,
    });
    const vacation = await graphql(t.app, CREATE_USER, {
      token: admin,
      variables: {
        userData: personData({ vacationStart: '2026-08-10', vacationEnd: '2026-08-01' }),
        roles: ['Registration'],
      },
    });
    expect(fieldErrors(vacation)).toEqual({
      vacationEnd: 'Koniec urlopu nie może być wcześniejszy niż jego początek',
    });
  });

  it.each(['Doctor', 'DescribingDoctor', 'Patient', 'DentalOffice'])(
    'refuses the role %s, which this form does not grant',
    async (role) => {
      const response = await graphql(t.app, CREATE_USER, {
        token: admin,
        variables: { userData: personData(), roles: ['Registration', role] },
      });
      expect(fieldErrors(response)).toEqual({
        roles: `Tej roli nie można nadać ani odebrać w ustawieniach użytkowników: ${role}`,
      });
    },
  );

  it('lets a Manager create staff but not an Admin', async () => {
    await createUserAs(t.app, manager, personData(), ['Coordinator']);
    const response = await graphql(t.app, CREATE_USER, {
      token: manager,
      variables: { userData: personData(), roles: ['Admin'] },
    });
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(response.errors![0]!.message).toBe(
      'Tylko administrator może nadać lub odebrać rolę Admin albo zmienić konto administratora.',
    );
  });
});

describe('createOfficeUser', () => {
  it('creates a facility account with its facility record (company name, NIP, no licence)', async () => {
    const response = await graphql<{ createOfficeUser: UserResult }>(t.app, CREATE_OFFICE_USER, {
      token: manager,
      variables: {
        userData: {
          login: 'gabinet@example.com',
          companyName: 'Gabinet Uśmiech',
          nip: '526-000-12-46',
          phoneNumbers: ['22 600 70 80'],
          regions: ['pomorskie'],
        },
        role: 'DentalOffice',
      },
    });
    expect(response.errors).toBeUndefined();
    const user = response.data!.createOfficeUser;
    expect(user).toMatchObject({
      roles: ['DentalOffice'],
      contact: { companyName: 'Gabinet Uśmiech', nip: '5260001246', firstName: null },
    });
    const [facility] = await t.database.db
      .select()
      .from(doctors)
      .where(eq(doctors.userId, Number(user.id)));
    expect(facility).toMatchObject({ licenseNumber: null });
    const [mail] = await t.database.db
      .select()
      .from(mails)
      .where(eq(mails.recipient, 'gabinet@example.com'));
    expect(mail?.template).toBe('account-invitation');
  });

  it('asks for the company name and a valid NIP', async () => {
    const response = await graphql(t.app, CREATE_OFFICE_USER, {
      token: admin,
      variables: {
        userData: {
          login: 'lab@example.com',
          companyName: ' ',
          nip: '1234567890',
          phoneNumbers: ['600100200'],
          regions: ['pomorskie'],
        },
        role: 'Laboratory',
      },
    });
    expect(fieldErrors(response)).toEqual({
      companyName: 'Nazwa firmy jest wymagana',
      nip: 'Nieprawidłowy numer NIP',
    });
  });
});

describe('updateUser', () => {
  it('lets anyone edit their own person, never their login, roles or another account', async () => {
    const own = await buildUser(t.database.db, { roles: ['Registration'] });
    const token = await signIn(t.app, own.login);
    const me = await userById(t.app, admin, own.id);
    const saved = await updateUserAs(t.app, token, me, {
      lastName: 'Nowakowska',
      phoneNumbers: ['600 200 300'],
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateUser).toMatchObject({
      version: me.version + 1,
      contact: { lastName: 'Nowakowska', phoneNumbers: ['600 200 300'] },
    });
    const fresh = await userById(t.app, admin, own.id);
    for (const changes of [
      { roles: ['Registration', 'Admin'] },
      { login: 'inny@example.com' },
      { active: false },
      { regions: ['małopolskie'] },
    ]) {
      expect(errorCode(await updateUserAs(t.app, token, fresh, changes))).toBe('FORBIDDEN');
    }
    const other = await userById(t.app, admin, (await buildUser(t.database.db)).id);
    expect(errorCode(await updateUserAs(t.app, token, other, { lastName: 'Obca' }))).toBe(
      'FORBIDDEN',
    );
    expect((await userById(t.app, admin, other.id)).contact.lastName).toBe(other.contact.lastName);
  });

  it('saves every field and raises the version', async () => {
    const user = await createUserAs(t.app, admin, personData(), ['Registration']);
    const response = await updateUserAs(t.app, admin, user, {
      lastName: 'Kowalska',
      roles: ['Registration', 'HelpContact'],
      regions: ['małopolskie'],
      branchIds: [branchId],
      emailAddresses: ['praca@example.com'],
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.updateUser).toMatchObject({
      version: 2,
      roles: ['Registration', 'HelpContact'],
      regions: ['małopolskie'],
      contact: { lastName: 'Kowalska', emailAddresses: ['praca@example.com'] },
      branches: [{ id: branchId }],
    });
    const [entry] = await auditRows(t.database.db, { action: 'user.update', entityId: user.id });
    expect(entry!.details).toEqual({
      before: {
        lastName: user.contact.lastName,
        roles: ['Registration'],
        regions: ['mazowieckie'],
        branchIds: [],
        emailAddresses: [],
      },
      after: {
        lastName: 'Kowalska',
        roles: ['Registration', 'HelpContact'],
        regions: ['małopolskie'],
        branchIds: [Number(branchId)],
        emailAddresses: ['praca@example.com'],
      },
    });
  });

  it('refuses a stale version and keeps the newer save', async () => {
    const user = await createUserAs(t.app, admin, personData(), ['Registration']);
    expect(
      (await updateUserAs(t.app, admin, user, { lastName: 'Pierwsza' })).errors,
    ).toBeUndefined();
    const stale = await updateUserAs(t.app, manager, user, { lastName: 'Druga' });
    expect(errorCode(stale)).toBe('STALE_VERSION');
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, Number(user.id)));
    expect(row!.version).toBe(2);
  });

  it('answers the spec messages and NOT_FOUND for an unknown id', async () => {
    const user = await createUserAs(t.app, admin, personData(), ['Registration']);
    const invalid = await updateUserAs(t.app, admin, user, { phoneNumbers: [], roles: [] });
    expect(fieldErrors(invalid)).toEqual({
      phoneNumbers: 'Przynajmniej jeden numer telefonu jest wymagany',
      roles: 'Przynajmniej jedna rola jest wymagana',
    });
    const missing = await updateUserAs(t.app, admin, { ...user, id: '999999' });
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });

  it('keeps a fixed role but does not grant or remove one', async () => {
    const doctor = await buildUser(t.database.db, { roles: ['Doctor'] });
    const asDoctor = {
      ...(await createUserAs(t.app, admin, personData(), ['Registration'])),
      id: String(doctor.id),
      login: doctor.login,
      roles: ['Doctor'],
    };
    const kept = await updateUserAs(t.app, admin, asDoctor, { roles: ['Doctor', 'Technician'] });
    expect(kept.errors).toBeUndefined();
    expect(kept.data!.updateUser.roles).toEqual(['Doctor', 'Technician']);
    const removed = await updateUserAs(t.app, admin, kept.data!.updateUser, {
      roles: ['Technician'],
    });
    expect(fieldErrors(removed)).toEqual({
      roles: 'Tej roli nie można nadać ani odebrać w ustawieniach użytkowników: Doctor',
    });
  });

  it('lets a Manager edit staff but not make or edit an Admin', async () => {
    const staff = await createUserAs(t.app, admin, personData(), ['Registration']);
    expect(
      (await updateUserAs(t.app, manager, staff, { lastName: 'Zmieniona' })).errors,
    ).toBeUndefined();
    const promote = await updateUserAs(t.app, manager, staff, { roles: ['Admin'] }, 2);
    expect(errorCode(promote)).toBe('FORBIDDEN');
    const otherAdmin = await createUserAs(t.app, admin, personData(), ['Admin']);
    const edit = await updateUserAs(t.app, manager, otherAdmin, { lastName: 'Nie' });
    expect(errorCode(edit)).toBe('FORBIDDEN');
  });

  it('signs a deactivated account out at once', async () => {
    const row = await buildUser(t.database.db, { roles: ['Registration'], lastName: 'Nowak' });
    const token = await signIn(t.app, row.login);
    const user = await userById(t.app, admin, row.id);
    const response = await updateUserAs(t.app, admin, user, {
      active: false,
      phoneNumbers: ['600100200'],
      regions: ['mazowieckie'],
    });
    expect(response.errors).toBeUndefined();
    const after = await graphql(t.app, '{ currentUser { id } }', { token });
    expect(errorCode(after)).toBe('UNAUTHENTICATED');
  });
});
