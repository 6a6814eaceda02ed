import { DOCTOR_PICKER_LIMIT, type Role } from '@portal/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  contacts,
  doctors,
  files,
  studies,
  studyDescribers,
  studyTypes,
  users,
} from '../../db/schema/index.js';
import { buildPatient, buildUser } from '../../test/factories.js';
import { errorCode, graphql } from '../../test/graphql.js';
import { accountsOf, type Account } from '../../test/patient-calls.js';
import { buildBranch } from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { describerLoads } from './doctors.repository.js';

/**
 * `doctorOptions` (the study form's and sharing's doctor pickers) and the describer load the
 * studies module re-checks on save: order and limit, search, the account filters, deleted
 * accounts, who may call it, and the load computed from studies.
 */

let t: TestApp;
let registrar: Account;
let patient: Account;
let coordinator: Account;
const statements = vi.spyOn(pg.Client.prototype, 'query');

interface DoctorSpec {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  licenseNumber?: string;
  maxStudyHoursToDescribe?: number;
  /** The doctor's account; none when omitted. */
  account?: {
    roles: Role[];
    login?: string;
    active?: boolean;
    deleted?: boolean;
    vacationStart?: string;
    vacationEnd?: string;
  };
}

let licence = 1000;

/** Inserts a doctor (or a facility, with companyName) and its account, as the seed does. */
async function addDoctor(spec: DoctorSpec): Promise<number> {
  const db = t.database.db;
  let userId: number | null = null;
  let contactId: number;
  if (spec.account) {
    const { roles, login, active, deleted, vacationStart, vacationEnd } = spec.account;
    const user = await buildUser(db, { roles, login, active });
    await db
      .update(users)
      .set({ vacationStart, vacationEnd, deletedAt: deleted ? new Date() : null })
      .where(eq(users.id, user.id));
    await db
      .update(contacts)
      .set({ ...names(spec), companyName: spec.companyName ?? null })
      .where(eq(contacts.id, user.contactId));
    userId = user.id;
    contactId = user.contactId;
  } else {
    const [contact] = await db
      .insert(contacts)
      .values({ ...names(spec), companyName: spec.companyName })
      .returning();
    contactId = contact!.id;
  }
  const [doctor] = await db
    .insert(doctors)
    .values({
      userId,
      contactId,
      licenseNumber: spec.companyName ? null : (spec.licenseNumber ?? `${(licence += 1)}`),
      maxStudyHoursToDescribe: spec.maxStudyHoursToDescribe,
    })
    .returning();
  return doctor!.id;
}

/** A facility's contact has no person's names (buildUser would make some up). */
const names = (spec: DoctorSpec) => ({
  firstName: spec.firstName ?? null,
  lastName: spec.lastName ?? null,
});

const OPTIONS = `query($where: DoctorOptionsWhere) {
  doctorOptions(where: $where) {
    id licenseNumber isFacility hasAccount
    contact { firstName lastName companyName }
    describerInfo {
      vacationStart vacationEnd maxStudyHoursToDescribe descriptionOccupancyHours openStudies
    }
  }
}`;

interface Option {
  id: string;
  licenseNumber: string | null;
  isFacility: boolean;
  hasAccount: boolean;
  contact: { firstName: string | null; lastName: string | null; companyName: string | null };
  describerInfo: {
    vacationStart: string | null;
    vacationEnd: string | null;
    maxStudyHoursToDescribe: number | null;
    descriptionOccupancyHours: number;
    openStudies: number;
  } | null;
}

async function options(where?: Record<string, unknown>, caller = registrar): Promise<Option[]> {
  const response = await graphql<{ doctorOptions: Option[] }>(t.app, OPTIONS, {
    ...caller.options,
    variables: { where },
  });
  expect(response.errors).toBeUndefined();
  return response.data!.doctorOptions;
}

/** Each option as its last name, or its company name for a facility. */
async function labels(where?: Record<string, unknown>): Promise<string[]> {
  return (await options(where)).map((o) => o.contact.lastName ?? o.contact.companyName ?? '?');
}

type Name =
  | 'lecki'
  | 'zak'
  | 'lis'
  | 'adamska'
  | 'lukasiewicz'
  | 'nowakNoUser'
  | 'nowak'
  | 'deleted'
  | 'office'
  | 'lab';
/** The doctors' ids, by who they are. */
const ids = {} as Record<Name, number>;

beforeAll(async () => {
  t = await createTestApp();
  [registrar, patient, coordinator] = await accountsOf(t, 'Registration', 'Patient', 'Coordinator');
  ids.lecki = await addDoctor({
    firstName: 'Tomasz',
    lastName: 'Łęcki',
    maxStudyHoursToDescribe: 40,
    account: {
      roles: ['DescribingDoctor'],
      vacationStart: '2030-07-01',
      vacationEnd: '2030-07-14',
    },
  });
  ids.zak = await addDoctor({
    firstName: 'Anna',
    lastName: 'Żak',
    account: { roles: ['Technician', 'DescribingDoctor'] },
  });
  ids.lis = await addDoctor({
    firstName: 'Piotr',
    lastName: 'Lis',
    account: { roles: ['DescribingDoctor'], active: false },
  });
  ids.adamska = await addDoctor({
    firstName: 'Ewa',
    lastName: 'Adamska',
    account: { roles: ['Doctor'] },
  });
  ids.lukasiewicz = await addDoctor({ firstName: 'Jan', lastName: 'Łukasiewicz' });
  ids.nowakNoUser = await addDoctor({
    firstName: 'Marek',
    lastName: 'Nowak',
    account: { roles: ['Doctor'], login: 'no_user_17@example.com' },
  });
  ids.nowak = await addDoctor({
    firstName: 'Adam',
    lastName: 'Nowak',
    account: { roles: ['Doctor'] },
  });
  ids.deleted = await addDoctor({
    firstName: 'Olga',
    lastName: 'Usunięta',
    account: { roles: ['DescribingDoctor'], deleted: true },
  });
  ids.office = await addDoctor({
    companyName: 'Gabinet Ząbek',
    account: { roles: ['DentalOffice'] },
  });
  ids.lab = await addDoctor({ companyName: 'Laboratorium Ósemka' });
});
afterAll(async () => {
  statements.mockRestore();
  await t.close();
});

describe('doctorOptions', () => {
  it('orders by last name, then company name, in Polish order, then id; no deleted accounts', async () => {
    expect(await labels()).toEqual([
      'Adamska',
      'Lis',
      'Łęcki',
      'Łukasiewicz',
      'Nowak',
      'Nowak',
      'Żak',
      'Gabinet Ząbek',
      'Laboratorium Ósemka',
    ]);
    const nowaks = (await options({ search: 'nowak' })).map((o) => Number(o.id));
    expect(nowaks).toEqual([ids.nowakNoUser, ids.nowak]);
  });

  it('tells facilities and accounts apart', async () => {
    const byId = new Map((await options()).map((o) => [Number(o.id), o]));
    expect(byId.get(ids.office)).toMatchObject({ isFacility: true, licenseNumber: null });
    expect(byId.get(ids.adamska)).toMatchObject({ isFacility: false, hasAccount: true });
    expect(byId.get(ids.adamska)!.licenseNumber).not.toBeNull();
    // No account, a NO_USER login, an inactive account: none is a portal account.
    for (const id of [ids.lukasiewicz, ids.nowakNoUser, ids.lis, ids.lab]) {
      expect(byId.get(id)!.hasAccount, String(id)).toBe(false);
    }
  });

  it('searches first, last and company names regardless of letter case and diacritics', async () => {
    expect(await labels({ search: 'LECKI' })).toEqual(['Łęcki']);
    expect(await labels({ search: 'łukas' })).toEqual(['Łukasiewicz']);
    expect(await labels({ search: 'zabek' })).toEqual(['Gabinet Ząbek']);
    expect(await labels({ search: 'tomasz  łęcki' })).toEqual(['Łęcki']);
    expect(await labels({ search: 'tomasz adamska' })).toEqual([]);
    // LIKE's wildcards are searched as written.
    expect(await labels({ search: '%' })).toEqual([]);
    // A deleted account's doctor is not found by name either.
    expect(await labels({ search: 'usunieta' })).toEqual([]);
  });

  it('offers only active describers with describersOnly', async () => {
    expect(await labels({ describersOnly: true })).toEqual(['Łęcki', 'Żak']);
    expect(await labels({ describersOnly: true, search: 'zak' })).toEqual(['Żak']);
  });

  it('offers only doctors with an active real account with registeredOnly', async () => {
    expect(await labels({ registeredOnly: true })).toEqual([
      'Adamska',
      'Łęcki',
      'Nowak',
      'Żak',
      'Gabinet Ząbek',
    ]);
    const [nowak] = await options({ registeredOnly: true, search: 'nowak' });
    expect(Number(nowak!.id)).toBe(ids.nowak);
  });

  it('refuses a search longer than 100 characters', async () => {
    const response = await graphql(t.app, OPTIONS, {
      ...registrar.options,
      variables: { where: { search: 'a'.repeat(101) } },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('is for the desk roles, doctors and coordinators (their visits): Patient is refused', async () => {
    const refused = await graphql(t.app, OPTIONS, patient.options);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
    const visits = await graphql(t.app, OPTIONS, coordinator.options);
    expect(visits.errors).toBeUndefined();
  });
});

describe('describer load', () => {
  let shared: number;

  /** A study of `minutes` to describe, assigned to `describers`; `description`: its file's state. */
  async function addStudy(
    minutes: number,
    describers: number[],
    description?: 'ready' | 'pending',
  ): Promise<number> {
    const db = t.database.db;
    const [type] = await db
      .insert(studyTypes)
      .values({ code: `T${randomUUID()}`, name: 'Typ', timeToDescribe: minutes })
      .returning();
    const [study] = await db
      .insert(studies)
      .values({
        patientId: (await buildPatient(db)).id,
        studyTypeId: type!.id,
        studyDate: new Date('2030-06-01T10:00:00Z'),
        status: 'Draft',
        branchId: (await buildBranch(db)).id,
      })
      .returning();
    const dueDate = new Date('2030-06-05T10:00:00Z');
    await db
      .insert(studyDescribers)
      .values(describers.map((doctorId) => ({ studyId: study!.id, doctorId, dueDate })));
    if (description) await addFile(study!.id, 'StudyDescription', description);
    return study!.id;
  }

  async function addFile(
    studyId: number,
    fileType: 'StudyDescription' | 'StudyImage',
    state: 'ready' | 'pending',
  ) {
    const ready = state === 'ready';
    await t.database.db.insert(files).values({
      storageKey: randomUUID(),
      originalFilename: 'opis.pdf',
      mimetype: 'application/pdf',
      fileType,
      declaredSize: 10,
      studyId,
      status: state,
      ...(ready
        ? { storedSize: 10, sha256: 'ab', detectedKind: 'pdf' as const, confirmedAt: new Date() }
        : {}),
    });
  }

  beforeAll(async () => {
    const first = await addStudy(30, [ids.lecki]);
    // A ready image is not a description: the study still counts.
    await addFile(first, 'StudyImage', 'ready');
    shared = await addStudy(90, [ids.lecki, ids.zak]);
    await addStudy(90, [ids.lecki], 'ready');
    // Uploading, not yet confirmed: still to be described.
    await addStudy(30, [ids.lecki], 'pending');
  });

  it('sums timeToDescribe/60 of studies without a ready description, with the vacation', async () => {
    const byId = new Map((await options({ describersOnly: true })).map((o) => [Number(o.id), o]));
    expect(byId.get(ids.lecki)!.describerInfo).toEqual({
      vacationStart: '2030-07-01',
      vacationEnd: '2030-07-14',
      maxStudyHoursToDescribe: 40,
      descriptionOccupancyHours: 2.5,
      openStudies: 3,
    });
    expect(byId.get(ids.zak)!.describerInfo).toEqual({
      vacationStart: null,
      vacationEnd: null,
      maxStudyHoursToDescribe: null,
      descriptionOccupancyHours: 1.5,
      openStudies: 1,
    });
  });

  it('is null for doctors who are not active describers', async () => {
    const byId = new Map((await options()).map((o) => [Number(o.id), o]));
    for (const id of [ids.adamska, ids.lis, ids.lukasiewicz, ids.office]) {
      expect(byId.get(id)!.describerInfo, String(id)).toBeNull();
    }
  });

  it('is read for all describers of an answer in one statement', async () => {
    async function counted(where: Record<string, unknown>) {
      // The session freshly cached and the read audit flushed: only the request counts.
      await graphql(t.app, '{ currentUser { id } }', registrar.options);
      await t.app.readAudit.flush();
      statements.mockClear();
      const rows = await options(where);
      return { count: statements.mock.calls.length, rows: rows.length };
    }
    const one = await counted({ describersOnly: true, search: 'lecki' });
    const both = await counted({ describersOnly: true });
    expect([one.rows, both.rows]).toEqual([1, 2]);
    // The options, then the loads.
    expect(one.count).toBe(2);
    expect(both.count).toBe(one.count);
  });

  it('answers every known doctor, leaving out the study being edited', async () => {
    const db = t.database.db;
    const loads = await describerLoads(db, [ids.lecki, ids.zak, ids.adamska, 999_999], {
      exceptStudyId: shared,
    });
    expect([...loads.keys()].sort()).toEqual([ids.lecki, ids.zak, ids.adamska].sort());
    expect(loads.get(ids.lecki)).toMatchObject({ descriptionOccupancyHours: 1, openStudies: 2 });
    expect(loads.get(ids.zak)).toMatchObject({ descriptionOccupancyHours: 0, openStudies: 0 });
    expect(loads.get(ids.adamska)).toEqual({
      doctorId: ids.adamska,
      vacationStart: null,
      vacationEnd: null,
      maxStudyHoursToDescribe: null,
      descriptionOccupancyHours: 0,
      openStudies: 0,
    });
    const all = await describerLoads(db, [ids.lecki]);
    expect(all.get(ids.lecki)).toMatchObject({ descriptionOccupancyHours: 2.5, openStudies: 3 });
  });
});

describe('doctorOptions limit', () => {
  it(`answers at most ${DOCTOR_PICKER_LIMIT}`, async () => {
    for (let i = 0; i < DOCTOR_PICKER_LIMIT + 5; i++) {
      await addDoctor({ firstName: 'Jan', lastName: `Kowalski ${String(i).padStart(2, '0')}` });
    }
    const found = await labels();
    expect(found).toHaveLength(DOCTOR_PICKER_LIMIT);
    expect(found.slice(0, 3)).toEqual(['Adamska', 'Kowalski 00', 'Kowalski 01']);
  });
});
