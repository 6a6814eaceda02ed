import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, doctors, doctorStudyTypes, users } from '../../db/schema/index.js';
import { errorCode, fieldErrors, graphql, type CallOptions } from '../../test/graphql.js';
import { freshLicenseNumber } from '../../test/signup.js';
import { buildDoctor, staffCaller } from '../../test/studies.js';
import { buildStudyType } from '../../test/calendar.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSession } from '../../auth/sessions.js';
import { addedDoctor, facilityData, freshLogin } from './doctor-editing.fixtures.js';

/** updateCurrentDoctor: a doctor-profile role edits its own doctor record (issue 19 §5). */

let t: TestApp;

const CURRENT = '{ currentDoctor { id version licenseNumber regions note } }';
const UPDATE = `mutation($doctor: CurrentDoctorInput!, $version: Int!) {
  updateCurrentDoctor(doctor: $doctor, version: $version) {
    id version licenseNumber regions contact { firstName lastName companyName nip phoneNumbers }
  }
}`;

interface Current {
  id: string;
  version: number;
  licenseNumber: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A doctor with an account and a valid PWZ (the study factory's numbers have no check digit). */
async function ownDoctor(maxStudyHoursToDescribe?: number) {
  const doctor = await buildDoctor(t, { role: 'Doctor', maxStudyHoursToDescribe });
  await t.database.db
    .update(doctors)
    .set({ licenseNumber: freshLicenseNumber() })
    .where(eq(doctors.id, doctor.id));
  return doctor;
}

async function current(options: CallOptions): Promise<Current> {
  const response = await graphql<{ currentDoctor: Current }>(t.app, CURRENT, options);
  expect(response.errors).toBeUndefined();
  return response.data!.currentDoctor;
}

const update = (options: CallOptions, doctor: Record<string, unknown>, version: number) =>
  graphql<{ updateCurrentDoctor: Record<string, unknown> }>(t.app, UPDATE, {
    ...options,
    variables: { doctor, version },
  });

describe('updateCurrentDoctor', () => {
  it("saves the doctor's names and phones and keeps what the staff keep", async () => {
    const doctor = await ownDoctor(12);
    const studyType = await buildStudyType(t.database.db, { CBCT: 30 });
    await t.database.db
      .update(doctors)
      .set({ regions: ['mazowieckie'], note: 'Woli telefon', specializations: ['Ortodoncja'] })
      .where(eq(doctors.id, doctor.id));
    await t.database.db
      .insert(doctorStudyTypes)
      .values({ doctorId: doctor.id, studyTypeId: studyType.id });
    const before = await current(doctor.options);

    const response = await update(
      doctor.options,
      { firstName: 'Ewa', lastName: 'Nowak', phoneNumbers: ['600 200 300'] },
      before.version,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.updateCurrentDoctor).toMatchObject({
      id: before.id,
      version: before.version + 1,
      licenseNumber: before.licenseNumber,
      regions: ['mazowieckie'],
      contact: { firstName: 'Ewa', lastName: 'Nowak', phoneNumbers: ['600 200 300'] },
    });
    const [row] = await t.database.db.select().from(doctors).where(eq(doctors.id, doctor.id));
    expect(row).toMatchObject({
      note: 'Woli telefon',
      specializations: ['Ortodoncja'],
      maxStudyHoursToDescribe: 12,
    });
    const types = await t.database.db
      .select()
      .from(doctorStudyTypes)
      .where(eq(doctorStudyTypes.doctorId, doctor.id));
    expect(types.map((type) => type.studyTypeId)).toEqual([studyType.id]);
  });

  it("saves a facility's company name and NIP", async () => {
    const admin = await staffCaller(t, 'Admin');
    const added = await addedDoctor(t, admin, facilityData(), freshLogin('gabinet'));
    const [record] = await t.database.db
      .select({ contactId: doctors.contactId, userId: doctors.userId })
      .from(doctors)
      .where(eq(doctors.id, Number(added.id)));
    await t.database.db
      .update(users)
      .set({ acceptedTerms: true })
      .where(eq(users.id, record!.userId!));
    const { token } = await createSession(t.database.db, record!.userId!, 60);
    const options = { token, role: 'DentalOffice' } as CallOptions;
    const before = await current(options);

    const response = await update(
      options,
      { companyName: 'Gabinet Nowy Uśmiech', nip: '526-000-12-46', phoneNumbers: ['22 1002030'] },
      before.version,
    );
    expect(response.errors).toBeUndefined();
    const [contact] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, record!.contactId));
    expect(contact).toMatchObject({ companyName: 'Gabinet Nowy Uśmiech', nip: '5260001246' });
  });

  it('refuses a stale version, a doctor without a name and an account without a record', async () => {
    const doctor = await ownDoctor();
    const { version } = await current(doctor.options);
    const names = { firstName: 'Ewa', lastName: 'Nowak', phoneNumbers: ['600 200 300'] };
    expect(errorCode(await update(doctor.options, names, version + 5))).toBe('STALE_VERSION');
    expect(
      fieldErrors(await update(doctor.options, { ...names, lastName: '  ' }, version)),
    ).toHaveProperty('lastName');
    expect(
      fieldErrors(await update(doctor.options, { ...names, phoneNumbers: [] }, version)),
    ).toHaveProperty('phoneNumbers');

    const withoutRecord = await staffCaller(t, 'Doctor');
    expect(errorCode(await update(withoutRecord.options, names, 1))).toBe('NOT_FOUND');
    const registration = await staffCaller(t, 'Registration');
    expect(errorCode(await update(registration.options, names, 1))).toBe('FORBIDDEN');
  });
});
