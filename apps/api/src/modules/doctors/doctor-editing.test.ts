import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorBranches, doctors, users } from '../../db/schema/index.js';
import { ensureAppConfig } from '../../db/seed/app-config.js';
import { auditRows } from '../../test/audit-rows.js';
import { errorCode, fieldErrors, graphql } from '../../test/graphql.js';
import { staffCaller } from '../../test/studies.js';
import { buildBranch } from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  addDoctorAs,
  addedDoctor,
  doctorData,
  facilityData,
  freshLogin,
  mailsTo,
  storedDoctor,
  UPDATE_DOCTOR,
  UPDATE_NOTE,
  type DoctorResult,
} from './doctor-editing.fixtures.js';

// addDoctor, updateDoctor and updateDoctorNote with the form's field rights (part 2 §6); the
// account steps are in doctor-account.test.ts, deleting and merging in their own files.
let t: TestApp;
let admin: Awaited<ReturnType<typeof staffCaller>>;
let manager: Awaited<ReturnType<typeof staffCaller>>;
let technician: Awaited<ReturnType<typeof staffCaller>>;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
  await ensureAppConfig(t.database.db);
  admin = await staffCaller(t, 'Admin');
  manager = await staffCaller(t, 'Manager');
  technician = await staffCaller(t, 'Technician');
  branchId = (await buildBranch(t.database.db)).id;
});
afterAll(() => t.close());

function updateAs(
  caller: { options: object },
  doctor: DoctorResult,
  input: Record<string, unknown>,
  version = doctor.version,
) {
  return graphql<{ updateDoctor: DoctorResult }>(t.app, UPDATE_DOCTOR, {
    ...caller.options,
    variables: { id: doctor.id, doctor: input, version },
  });
}

describe('addDoctor', () => {
  it('makes a doctor with an account mailed a set-password link (Admin)', async () => {
    const login = freshLogin();
    const data = doctorData({
      regions: ['mazowieckie'],
      specializations: ['Ortodoncja'],
      employedInBranchIds: [String(branchId)],
      note: 'Woli kontakt telefoniczny',
    });
    const added = await addedDoctor(t, admin, data, login.toUpperCase());
    expect(added).toMatchObject({ licenseNumber: data.licenseNumber, hasAccount: true });
    const stored = await storedDoctor(t, added.id);
    expect(stored!.doctor).toMatchObject({
      regions: ['mazowieckie'],
      specializations: ['Ortodoncja'],
      note: 'Woli kontakt telefoniczny',
    });
    expect(stored!.account).toMatchObject({
      login,
      roles: ['Doctor'],
      active: true,
      emailConfirmed: false,
      passwordHash: null,
      contactId: stored!.doctor.contactId,
    });
    expect(stored!.account!.verifiedAt).not.toBeNull();
    const branches = await t.database.db
      .select()
      .from(doctorBranches)
      .where(eq(doctorBranches.doctorId, Number(added.id)));
    expect(branches.map((row) => row.branchId)).toEqual([branchId]);
    const [mail] = await mailsTo(t, login);
    expect(mail).toMatchObject({ template: 'account-invitation', lang: 'pl' });
    expect(mail!.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    const [entry] = await auditRows(t.database.db, { action: 'doctor.create', entityId: added.id });
    expect(entry).toMatchObject({ actorUserId: admin.id, outcome: 'success' });
    expect(JSON.stringify(entry!.details)).not.toContain('Kowalska');
  });

  it('makes a doctor without an account and a facility with its own role', async () => {
    const plain = await addedDoctor(t, technician);
    expect(plain.hasAccount).toBe(false);
    expect((await storedDoctor(t, plain.id))!.doctor.userId).toBeNull();

    const office = await addedDoctor(t, admin, facilityData(), freshLogin('gabinet'));
    expect(office).toMatchObject({ isFacility: true, licenseNumber: null, hasAccount: true });
    expect((await storedDoctor(t, office.id))!.account!.roles).toEqual(['DentalOffice']);
    const lab = await addedDoctor(
      t,
      admin,
      facilityData({ roles: ['Laboratory'], nip: '5260250995' }),
      freshLogin('lab'),
    );
    expect((await storedDoctor(t, lab.id))!.account!.roles).toEqual(['Laboratory']);
  });

  it('refuses a field the role may not set, naming it, and writes nothing', async () => {
    const cases: [typeof technician, Record<string, unknown>, string][] = [
      [technician, { roles: ['Doctor', 'DescribingDoctor'] }, 'roles'],
      [technician, { active: false }, 'active'],
      [technician, { regions: ['mazowieckie'] }, 'regions'],
      [technician, { employedInBranchIds: [String(branchId)] }, 'employedInBranchIds'],
      [manager, { specializations: ['Ortodoncja'] }, 'specializations'],
      [manager, { regions: ['pomorskie'] }, 'regions'],
    ];
    for (const [caller, fields, field] of cases) {
      const data = doctorData(fields);
      const response = await addDoctorAs(t, caller, data);
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.errors![0]!.extensions.field).toBe(field);
      expect(response.errors![0]!.message).toBe(`Nie masz uprawnień do zmiany pola ${field}.`);
      const written = await t.database.db
        .select()
        .from(doctors)
        .where(eq(doctors.licenseNumber, data.licenseNumber));
      expect(written).toEqual([]);
    }
    const [denied] = await auditRows(t.database.db, {
      action: 'doctor.create',
      outcome: 'denied',
      actorUserId: technician.id,
    });
    expect(denied!.details).toMatchObject({ reason: 'fieldForbidden', field: 'roles' });
  });

  it('lets a role send a restricted field at its default, and a Manager set branches', async () => {
    const defaults = doctorData({ roles: ['Doctor'], active: true, regions: [], note: 'Uwaga' });
    expect((await addDoctorAs(t, technician, defaults)).errors).toBeUndefined();
    const employed = doctorData({ employedInBranchIds: [String(branchId)] });
    expect((await addDoctorAs(t, manager, employed)).errors).toBeUndefined();
  });

  it('refuses a second record of a PWZ and a login an account has', async () => {
    const first = doctorData();
    await addedDoctor(t, admin, first);
    const again = await addDoctorAs(t, admin, doctorData({ licenseNumber: first.licenseNumber }));
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors![0]!.message).toBe(
      'Lekarz z tym numerem prawa wykonywania zawodu już istnieje.',
    );
    const login = freshLogin();
    await addedDoctor(t, admin, doctorData(), login);
    const taken = await addDoctorAs(t, admin, doctorData(), login);
    expect(fieldErrors(taken)).toEqual({ login: 'Użytkownik z tym loginem już istnieje' });
  });

  it('answers the form rules with their messages', async () => {
    const response = await addDoctorAs(t, admin, {
      kind: 'DOCTOR',
      licenseNumber: '5425741',
      phoneNumbers: [],
    });
    expect(fieldErrors(response)).toEqual({
      licenseNumber: 'Nieprawidłowy numer prawa wykonywania zawodu',
      firstName: 'Imię jest wymagane',
      lastName: 'Nazwisko jest wymagane',
      phoneNumbers: 'Przynajmniej jeden numer telefonu jest wymagany',
    });
    const unknown = await addDoctorAs(t, admin, doctorData({ regions: ['nigdzie'] }));
    expect(fieldErrors(unknown)).toEqual({ regions: 'Nieznany region: nigdzie' });
  });
});

describe('updateDoctor', () => {
  it('refuses a Manager changing regions, and passes them unchanged or left out', async () => {
    const data = doctorData({ regions: ['mazowieckie', 'pomorskie'] });
    const doctor = await addedDoctor(t, admin, data);
    const changed = await updateAs(manager, doctor, { ...data, regions: ['mazowieckie'] });
    expect(errorCode(changed)).toBe('FORBIDDEN');
    expect(changed.errors![0]!.extensions.field).toBe('regions');
    expect((await storedDoctor(t, doctor.id))!.doctor.version).toBe(doctor.version);

    const same = await updateAs(manager, doctor, {
      ...data,
      regions: ['pomorskie', 'mazowieckie'],
      lastName: 'Nowak',
    });
    expect(same.errors).toBeUndefined();
    expect(same.data!.updateDoctor.version).toBe(doctor.version + 1);
    const left = await updateAs(manager, same.data!.updateDoctor, {
      ...data,
      regions: undefined,
      employedInBranchIds: [String(branchId)],
    });
    expect(left.errors).toBeUndefined();
    expect((await storedDoctor(t, doctor.id))!.doctor.regions).toEqual([
      'mazowieckie',
      'pomorskie',
    ]);
    const [entry] = await auditRows(t.database.db, {
      action: 'doctor.update',
      entityId: doctor.id,
      outcome: 'denied',
    });
    expect(entry).toMatchObject({ actorUserId: manager.id });
  });

  it('refuses a stale version with STALE_VERSION and keeps the record', async () => {
    const data = doctorData();
    const doctor = await addedDoctor(t, admin, data);
    expect(
      (await updateAs(admin, doctor, { ...data, lastName: 'Pierwsza' })).errors,
    ).toBeUndefined();
    const stale = await updateAs(admin, doctor, { ...data, lastName: 'Druga' });
    expect(errorCode(stale)).toBe('STALE_VERSION');
    expect(stale.errors![0]!.extensions.currentVersion).toBe(doctor.version + 1);
  });

  it('never turns a doctor into a facility', async () => {
    const doctor = await addedDoctor(t, admin);
    const response = await updateAs(admin, doctor, facilityData({ nip: '7740001454' }));
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it("changes the account's roles and active switch (Admin) and signs it out", async () => {
    const login = freshLogin();
    const data = doctorData();
    const doctor = await addedDoctor(t, admin, data, login);
    const response = await updateAs(admin, doctor, {
      ...data,
      roles: ['Doctor', 'DescribingDoctor'],
      active: false,
    });
    expect(response.errors).toBeUndefined();
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.login, login)));
    expect(account).toMatchObject({ roles: ['Doctor', 'DescribingDoctor'], active: false });
    const refused = await updateAs(manager, response.data!.updateDoctor, { ...data, active: true });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0]!.extensions.field).toBe('active');
  });
});

describe('updateDoctorNote', () => {
  it('lets a Technician write the note, with the version edited', async () => {
    const doctor = await addedDoctor(t, admin);
    const variables = { id: doctor.id, note: 'Dzwonić po 15', version: doctor.version };
    const saved = await graphql(t.app, UPDATE_NOTE, { ...technician.options, variables });
    expect(saved.errors).toBeUndefined();
    expect((await storedDoctor(t, doctor.id))!.doctor.note).toBe('Dzwonić po 15');
    const stale = await graphql(t.app, UPDATE_NOTE, { ...technician.options, variables });
    expect(errorCode(stale)).toBe('STALE_VERSION');
  });
});
