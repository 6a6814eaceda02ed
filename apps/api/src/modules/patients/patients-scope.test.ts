import { REFERRING_ROLES, type Role } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayEditPatient } from '../../auth/patient-policy.js';
import { auditLog, contacts, patients } from '../../db/schema/index.js';
import { buildPatient } from '../../test/factories.js';
import { errorCode, graphql } from '../../test/graphql.js';
import {
  accountOf,
  currentVersion,
  DELETE_PATIENT,
  GET_PATIENT,
  idsOf,
  list,
  patientInput,
  UPDATE_PATIENT,
  type Account,
} from '../../test/patient-calls.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let registration: Account;
let manager: Account;

/** Per referring role: two users of it, each with a patient of their own. */
const owners = new Map<
  Role,
  { mine: Account; other: Account; myPatient: number; theirs: number }
>();

async function ssnOf(patientId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ ssn: contacts.ssn })
    .from(patients)
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .where(eq(patients.id, patientId));
  return row!.ssn!;
}

beforeAll(async () => {
  t = await createTestApp();
  const ttl = t.config.sessionTtlMinutes;
  registration = await accountOf(t.database.db, 'Registration', ttl);
  manager = await accountOf(t.database.db, 'Manager', ttl);
  for (const [index, role] of REFERRING_ROLES.entries()) {
    const mine = await accountOf(t.database.db, role, ttl);
    const other = await accountOf(t.database.db, role, ttl);
    const myPatient = await buildPatient(t.database.db, {
      lastName: `Mój${index}`,
      birthDate: '1970-01-0' + (index + 1),
      createdById: mine.id,
    });
    const theirs = await buildPatient(t.database.db, {
      lastName: `Zawadzki${index}`,
      birthDate: '1960-02-0' + (index + 1),
      createdById: other.id,
    });
    owners.set(role, { mine, other, myPatient: myPatient.id, theirs: theirs.id });
  }
});
afterAll(() => t.close());

describe.each(REFERRING_ROLES)('a %s sees only their own patients', (role) => {
  it('by id: another one’s patient is NOT_FOUND, exactly like a missing one', async () => {
    const { mine, theirs } = owners.get(role)!;
    const foreign = await graphql(t.app, GET_PATIENT, {
      ...mine.options,
      variables: { id: String(theirs) },
    });
    const missing = await graphql(t.app, GET_PATIENT, {
      ...mine.options,
      variables: { id: '2000000000' },
    });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    expect(foreign.data).toBeNull();
    expect(foreign.errors![0]!.message).toBe(
      missing.errors![0]!.message.replace('2000000000', String(theirs)),
    );
  });

  it('in the list', async () => {
    const { mine, myPatient } = owners.get(role)!;
    const response = await list(t.app, mine);
    expect(idsOf(response)).toEqual([myPatient]);
    expect(response.data!.patients.total).toBe(1);
  });

  it('in a search by name, by PESEL and by birth date', async () => {
    const { mine, theirs } = owners.get(role)!;
    const index = REFERRING_ROLES.indexOf(role);
    for (const where of [
      { name: `zawadzki${index}` },
      { ssn: (await ssnOf(theirs)).slice(0, 6) },
      { birthDateFrom: '1960-01-01', birthDateTo: '1960-12-31' },
    ]) {
      const response = await list(t.app, mine, { where });
      expect(idsOf(response), JSON.stringify(where)).toEqual([]);
      expect(response.data!.patients.total).toBe(0);
    }
    // The same searches do find the other user's patient for its owner.
    const { other } = owners.get(role)!;
    expect(idsOf(await list(t.app, other, { where: { name: `zawadzki${index}` } }))).toEqual([
      theirs,
    ]);
  });

  it('cannot change or delete another one’s patient', async () => {
    const { mine, theirs } = owners.get(role)!;
    const update = await graphql(t.app, UPDATE_PATIENT, {
      ...mine.options,
      variables: {
        id: String(theirs),
        version: await currentVersion(t.database.db, theirs),
        patient: patientInput({ serial: 1 }),
      },
    });
    expect(errorCode(update)).toBe('NOT_FOUND');
    const remove = await graphql(t.app, DELETE_PATIENT, {
      ...mine.options,
      variables: { id: String(theirs) },
    });
    expect(errorCode(remove)).toBe('FORBIDDEN');
  });

  it('as the creator, edits their own patient while it has no studies, but never deletes it', async () => {
    const { mine, myPatient } = owners.get(role)!;
    const view = await graphql<{
      patient: {
        canEdit: boolean;
        canDelete: boolean;
        contact: { ssn: string; birthDate: string; gender: 'Female' | 'Male' };
      };
    }>(t.app, GET_PATIENT, { ...mine.options, variables: { id: String(myPatient) } });
    expect(view.data!.patient).toMatchObject({ canEdit: true, canDelete: false });
    // The identity number as it is: a referring creator may not change it (ADR 0021).
    const { ssn, birthDate, gender } = view.data!.patient.contact;
    const index = REFERRING_ROLES.indexOf(role);
    const update = await graphql<{ updatePatient: { contact: { lastName: string } } }>(
      t.app,
      UPDATE_PATIENT,
      {
        ...mine.options,
        variables: {
          id: String(myPatient),
          version: await currentVersion(t.database.db, myPatient),
          patient: patientInput({
            lastName: `Poprawiony${'ABC'[index]}`,
            birthDate,
            gender,
            contact: { ssn },
          }),
        },
      },
    );
    expect(update.errors).toBeUndefined();
    expect(update.data!.updatePatient.contact.lastName).toBe(`Poprawiony${'ABC'[index]}`);
    const remove = await graphql(t.app, DELETE_PATIENT, {
      ...mine.options,
      variables: { id: String(myPatient) },
    });
    expect(errorCode(remove)).toBe('FORBIDDEN');
  });

  it('leaves a trace of the foreign id it asked for', async () => {
    const { mine, theirs } = owners.get(role)!;
    await t.app.readAudit.flush();
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'patient.read'),
          eq(auditLog.actorUserId, mine.id),
          eq(auditLog.entityId, String(theirs)),
        ),
      );
    expect(entries.map((entry) => entry.outcome)).toEqual(['failure']);
  });
});

describe('staff see every patient', () => {
  it('in the list and by id', async () => {
    const all = [...owners.values()].flatMap(({ myPatient, theirs }) => [myPatient, theirs]);
    const response = await list(t.app, manager, { pagination: { take: 100 } });
    expect(idsOf(response).sort()).toEqual(all.sort());
    for (const id of all) {
      const view = await graphql(t.app, GET_PATIENT, {
        ...manager.options,
        variables: { id: String(id) },
      });
      expect(view.errors).toBeUndefined();
    }
  });
});

describe('edit from the view (spec part 1 §6)', () => {
  it('the creator without patients.edit may edit, not someone else of the same role', async () => {
    const own = await buildPatient(t.database.db, { createdById: manager.id });
    const someoneElses = await buildPatient(t.database.db, { createdById: registration.id });
    const canEdit = async (id: number) =>
      (
        await graphql<{ patient: { canEdit: boolean } }>(t.app, GET_PATIENT, {
          ...manager.options,
          variables: { id: String(id) },
        })
      ).data!.patient.canEdit;
    expect(await canEdit(own.id)).toBe(true);
    expect(await canEdit(someoneElses.id)).toBe(false);
  });

  it('ends for the creator once the patient has studies; patients.edit is unaffected', () => {
    const creator = { userId: 7, role: 'Doctor' } as const;
    expect(mayEditPatient(creator, { createdById: 7, hasStudies: false })).toBe(true);
    expect(mayEditPatient(creator, { createdById: 7, hasStudies: true })).toBe(false);
    expect(mayEditPatient(creator, { createdById: 8, hasStudies: false })).toBe(false);
    const desk = { userId: 9, role: 'Registration' } as const;
    expect(mayEditPatient(desk, { createdById: 7, hasStudies: true })).toBe(true);
    // A creator acting in a role that cannot see patients at all gets nothing.
    expect(
      mayEditPatient({ userId: 7, role: 'Patient' }, { createdById: 7, hasStudies: false }),
    ).toBe(false);
  });
});
