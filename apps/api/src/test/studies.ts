import type { Role } from '@portal/domain';
import { createSession } from '../auth/sessions.js';
import { contacts, doctors, studyTypes, users } from '../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { buildStudyType } from './calendar.js';
import { buildPatient, buildUser } from './factories.js';
import { graphql, type CallOptions } from './graphql.js';
import { buildBranch } from './tablets.js';
import type { TestApp } from './test-app.js';

/** The studies API tests' doctors, callers and calls (issue 15). */

let sequence = 0;

export interface TestDoctor {
  id: number;
  userId: number | null;
  name: string;
  /** Signed in as the doctor's role, when the doctor has an account. */
  options: CallOptions;
}

export interface DoctorSpec {
  /** The doctor's account's role; none: a doctor without an account. */
  role?: Role;
  vacationStart?: string;
  vacationEnd?: string;
  maxStudyHoursToDescribe?: number;
}

/** A doctor record, with an account of `role` when one is given. */
export async function buildDoctor(t: TestApp, spec: DoctorSpec = {}): Promise<TestDoctor> {
  sequence += 1;
  const db = t.database.db;
  const lastName = `Lekarz ${sequence}`;
  let userId: number | null = null;
  let options: CallOptions = {};
  if (spec.role) {
    const user = await buildUser(db, { roles: [spec.role], lastName, firstName: 'Anna' });
    userId = user.id;
    if (spec.vacationStart || spec.vacationEnd) {
      await db
        .update(users)
        .set({ vacationStart: spec.vacationStart, vacationEnd: spec.vacationEnd })
        .where(eq(users.id, user.id));
    }
    const { token } = await createSession(db, user.id, t.config.sessionTtlMinutes);
    options = { token, role: spec.role };
  }
  const [contact] = await db.insert(contacts).values({ firstName: 'Anna', lastName }).returning();
  const [doctor] = await db
    .insert(doctors)
    .values({
      userId,
      contactId: contact!.id,
      licenseNumber: String(1_000_000 + sequence * 7 + process.pid),
      maxStudyHoursToDescribe: spec.maxStudyHoursToDescribe ?? null,
    })
    .returning();
  return { id: doctor!.id, userId, name: `Anna ${lastName}`, options };
}

/** A signed-in staff user of `role`. */
export async function staffCaller(t: TestApp, role: Role) {
  const user = await buildUser(t.database.db, { roles: [role] });
  const { token } = await createSession(t.database.db, user.id, t.config.sessionTtlMinutes);
  return { id: user.id, options: { token, role } as CallOptions };
}

/** What every study test works on: a branch, study types and a patient. */
export async function buildStudyGround(t: TestApp) {
  const db = t.database.db;
  const branch = await buildBranch(db);
  const otherBranch = await buildBranch(db);
  const built = await buildStudyType(db, { CBCT: 30 });
  // Half an hour of a describer's time per description (the load rule, part 2 §5).
  const [cbct] = await db
    .update(studyTypes)
    .set({ timeToDescribe: 30 })
    .where(eq(studyTypes.id, built.id))
    .returning();
  const patient = await buildPatient(db);
  return { branch, otherBranch, cbct: cbct!, patient };
}

export const STUDY_FIELDS = `id studyDate status version hidden incognitoDescription urgentDescription
  descriptionRequestComment importantInformation internalInformation externalReferal
  notifyLeaderAndSupportingDoctors notifyDoctorsAboutDescription notifyDescribers
  hasDescription missingDescription unassignedDescriber deadline ledByCaller canEdit canDelete canShare
  referalId appointmentId
  patient { id contact { lastName } } studyType { id name } branch { id name }
  performer { id name } leadingDoctor { id contact { lastName } }
  supportingDoctors { id } describers { doctor { id } dueDate }
  radiology { presetName voltageKilovolts }
  createdBy { id name } updatedBy { id }`;

export const ADD_STUDY = `mutation($newStudy: StudyInput!) { addStudy(newStudy: $newStudy) { ${STUDY_FIELDS} } }`;
export const UPDATE_STUDY = `mutation($id: ID!, $data: StudyInput!) { updateStudy(id: $id, data: $data) { ${STUDY_FIELDS} } }`;
export const GET_STUDY = `query($id: ID!) { study(id: $id) { ${STUDY_FIELDS} } }`;
export const LIST_STUDIES = `query($pagination: PaginationInput, $where: StudiesWhere) {
  studies(pagination: $pagination, where: $where) { total totalCapped hasMore items { id status } }
}`;
export const DELETE_STUDY = 'mutation($id: ID!) { deleteStudy(id: $id) }';
export const SHARE_STUDY = `mutation($id: ID!, $doctorIds: [ID!]!) { shareStudy(id: $id, doctorIds: $doctorIds) { id canShare } }`;
export const CHANGE_DEADLINE = `mutation($id: ID!, $data: StudyDescriptionDateInput!) {
  updateStudyDescriptionDate(id: $id, data: $data) { id urgentDescription version describers { doctor { id } dueDate } }
}`;

export interface StudyData {
  id: string;
  status: string;
  version: number;
  studyDate: string;
  [field: string]: unknown;
}

/** Adds a study as `caller`; fails the test when it is refused. */
export async function addStudyAs(
  t: TestApp,
  caller: { options: CallOptions },
  newStudy: Record<string, unknown>,
): Promise<StudyData> {
  const response = await graphql<{ addStudy: StudyData }>(t.app, ADD_STUDY, {
    ...caller.options,
    variables: { newStudy },
  });
  if (!response.data) throw new Error(`addStudy refused: ${JSON.stringify(response.errors)}`);
  return response.data.addStudy;
}

/** The login a doctor's account signs in with (where their mails go). */
export async function loginOf(t: TestApp, doctor: TestDoctor): Promise<string> {
  const [user] = await t.database.db
    .select({ login: users.login })
    .from(users)
    .where(eq(users.id, doctor.userId!));
  return user!.login;
}
