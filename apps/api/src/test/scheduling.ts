import { and, desc, eq } from 'drizzle-orm';
import {
  contacts,
  mails,
  referals,
  referalStudyTypes,
  schedulingLinks,
} from '../db/schema/index.js';
import { refreshPatientAccess } from '../modules/patients/patient-access.js';
import { buildCalendar, calendarCaller, type CalendarCaller } from './calendar.js';
import { buildPatient } from './factories.js';
import { graphql, type GraphQLResponse } from './graphql.js';
import { buildDoctor } from './studies.js';
import type { TestApp } from './test-app.js';

/** Scheduling by link (issue 17 §2): referrals inserted as rows, links sent and used by API. */

let sequence = 0;

export const SEND_LINK = `mutation($referralId: ID!) {
  sendReferralSchedulingLink(referralId: $referralId) { sentTo expiresAt }
}`;
export const SCHEDULING_DATA = `query($token: String!) {
  getSchedulingDataByToken(token: $token) {
    patient { firstName lastName email }
    studyType { id name }
    studyTypes { id name }
    branches { id name address studyTypeIds }
    expiresAt
  }
}`;
export const SLOTS = `query($token: String!, $branchId: ID!, $date: Date!, $studyTypeId: ID!) {
  getAvailableAppointmentSlotsByToken(token: $token, branchId: $branchId, date: $date,
    studyTypeId: $studyTypeId) { startTime endTime deviceId }
}`;
export const SCHEDULE = `mutation($token: String!, $branchId: ID!, $studyTypeId: ID!,
  $startTime: DateTime!, $endTime: DateTime!, $deviceId: ID!) {
  scheduleAppointmentFromLink(token: $token, branchId: $branchId, studyTypeId: $studyTypeId,
    startTime: $startTime, endTime: $endTime, deviceId: $deviceId) {
    startTime endTime branchName branchAddress studyTypeName
  }
}`;

export interface SchedulingData {
  patient: { firstName: string; lastName: string; email: string };
  studyType: { id: string; name: string } | null;
  studyTypes: { id: string; name: string }[];
  branches: { id: string; name: string; address: string | null; studyTypeIds: string[] }[];
  expiresAt: string;
}

/** A branch with its calendar, a referring doctor and a registrar working there. */
export async function buildSchedulingGround(t: TestApp) {
  const calendar = await buildCalendar(t);
  const doctor = await buildDoctor(t, { role: 'Doctor' });
  const registrar = await calendarCaller(t, 'Registration', [calendar.branch.id]);
  return { ...calendar, doctor, registrar };
}

export type SchedulingGround = Awaited<ReturnType<typeof buildSchedulingGround>>;

/** A patient with an e-mail address of their own (unless `email` is null). */
export async function buildMailablePatient(t: TestApp, email?: string | null) {
  sequence += 1;
  const patient = await buildPatient(t.database.db, { firstName: 'Zofia' });
  const address = email === undefined ? `pacjent${sequence}-${process.pid}@example.com` : email;
  if (address !== null) {
    await t.database.db
      .update(contacts)
      .set({ emailAddresses: [address] })
      .where(eq(contacts.id, patient.contactId));
  }
  return { ...patient, email: address };
}

/** A referral issued by `issuerId` for `patientId` with the study types in order. */
export async function buildReferal(
  t: TestApp,
  spec: { patientId: number; issuerId: number; studyTypeIds: number[]; completed?: boolean },
): Promise<number> {
  const db = t.database.db;
  const [row] = await db
    .insert(referals)
    .values({
      patientId: spec.patientId,
      issuerId: spec.issuerId,
      mediaTypes: ['Online'],
      completed: spec.completed ?? false,
      completedAt: spec.completed ? new Date() : null,
    })
    .returning({ id: referals.id });
  await db.insert(referalStudyTypes).values(
    spec.studyTypeIds.map((studyTypeId, position) => ({
      referalId: row!.id,
      studyTypeId,
      position,
    })),
  );
  // As addReferal: the issuer's user sees the patient (ADR 0042).
  await refreshPatientAccess(db, [spec.patientId]);
  return row!.id;
}

/** The token of the newest scheduling link mailed to `email`, read off the mail as sent. */
export async function mailedToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db
    .select({ text: mails.text })
    .from(mails)
    .where(and(eq(mails.recipient, email), eq(mails.template, 'scheduling-link')))
    .orderBy(desc(mails.id))
    .limit(1);
  const token = /\/schedule-appointment\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no scheduling link mailed to ${email}`);
  return token;
}

/** Sends a link for the referral as `caller`; fails the test when it is refused. */
export async function sendLink(
  t: TestApp,
  caller: CalendarCaller | { options: CalendarCaller['options'] },
  referalId: number,
): Promise<GraphQLResponse<{ sendReferralSchedulingLink: { sentTo: string; expiresAt: string } }>> {
  return graphql(t.app, SEND_LINK, { ...caller.options, variables: { referralId: referalId } });
}

/**
 * A new patient with a referral for `studyTypeIds` and a link mailed to them by the ground's
 * registrar: the token, as the patient's mail carries it.
 */
export async function patientWithLink(
  t: TestApp,
  ground: SchedulingGround,
  studyTypeIds = [ground.pantomogram.id],
) {
  const patient = await buildMailablePatient(t);
  const referalId = await buildReferal(t, {
    patientId: patient.id,
    issuerId: ground.doctor.id,
    studyTypeIds,
  });
  const sent = await sendLink(t, ground.registrar, referalId);
  if (!sent.data) throw new Error(`no link sent: ${JSON.stringify(sent.errors)}`);
  return { patient, referalId, token: await mailedToken(t, patient.email!) };
}

/** Makes every link of the referral expire a minute ago, as if its days had passed. */
export async function expireLinks(t: TestApp, referalId: number): Promise<void> {
  await t.database.db
    .update(schedulingLinks)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(schedulingLinks.referalId, referalId));
}
