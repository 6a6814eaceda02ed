import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, complaints, mails } from '../../db/schema/index.js';
import { buildPatient } from '../../test/factories.js';
import { createMailer } from '../../platform/mail/mailer.js';
import { errorCode, fieldErrors, graphql, type CallOptions } from '../../test/graphql.js';
import { addStudyAs, buildDoctor, buildStudyGround, staffCaller } from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sendComplaintsDigest } from './complaints-digest.js';

// Complaints (spec part 2 §2–§6, issue 21 §2): scope, due date, resolution rule, mails.
let t: TestApp;
let technician: Caller;
let registration: Caller;
let manager: Caller;
let responsible: Caller;
let otherResponsible: Caller;
let doctorId: string;

type Caller = Awaited<ReturnType<typeof staffCaller>>;

const FIELDS = `id complainantName complainantPhoneNumber complainantEmailAddress reportDate dueDate
  overdue type status complaintReason complaintDescription complaintResolution closedAt version
  responsiblePerson { id } patient { id } doctor { id } study { id }`;
const CREATE = `mutation($complaint: ComplaintInput!) { createComplaint(complaint: $complaint) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $complaint: ComplaintInput!, $version: Int!) {
  updateComplaint(id: $id, complaint: $complaint, version: $version) { ${FIELDS} } }`;
const ONE = `query($id: ID!) { complaint(id: $id) { ${FIELDS} } }`;
const LIST = `query($where: ComplaintsFilter, $pagination: PaginationInput, $orderBy: ComplaintsOrder) {
  complaints(where: $where, pagination: $pagination, orderBy: $orderBy) {
    total totalCapped hasMore items { id overdue status } } }`;

interface ComplaintResult {
  id: string;
  reportDate: string;
  dueDate: string;
  overdue: boolean;
  status: string;
  complaintResolution: string | null;
  closedAt: string | null;
  version: number;
  responsiblePerson: { id: string };
  patient: { id: string } | null;
  doctor: { id: string } | null;
  study: { id: string } | null;
}

interface ListResult {
  complaints: { total: number; items: { id: string; overdue: boolean; status: string }[] };
}

function call<T = Record<string, unknown>>(
  caller: { options: CallOptions },
  query: string,
  variables: Record<string, unknown>,
) {
  return graphql<T>(t.app, query, { ...caller.options, variables });
}

const HOUR_MS = 3_600_000;

function complaintInput(overrides: Record<string, unknown> = {}) {
  return {
    complainantName: 'Jan Skarżący',
    complainantPhoneNumber: '600 100 200',
    complainantEmailAddress: 'jan.skarzacy@example.com',
    reportDate: new Date(Date.now() - HOUR_MS).toISOString(),
    type: 'Doctor',
    complaintReason: 'Obsługa pacjenta',
    complaintDescription: 'Długi czas oczekiwania na opis.',
    responsiblePersonId: String(responsible.id),
    doctorId,
    ...overrides,
  };
}

async function recorded(caller: Caller, overrides: Record<string, unknown> = {}) {
  const response = await call<{ createComplaint: ComplaintResult }>(caller, CREATE, {
    complaint: complaintInput(overrides),
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.createComplaint;
}

beforeAll(async () => {
  t = await createTestApp();
  technician = await staffCaller(t, 'Technician');
  registration = await staffCaller(t, 'Registration');
  manager = await staffCaller(t, 'Manager');
  responsible = await staffCaller(t, 'Complaints');
  otherResponsible = await staffCaller(t, 'Complaints');
  doctorId = String((await buildDoctor(t)).id);
});
afterAll(() => t.close());

describe('recording a complaint', () => {
  it('is InProgress, due after the configured hours, and mails the responsible person', async () => {
    const complaint = await recorded(technician);
    // The demo config's complaintResolutionTimeHours.
    const hours = (Date.parse(complaint.dueDate) - Date.parse(complaint.reportDate)) / HOUR_MS;
    expect(hours).toBeGreaterThan(0);
    expect(complaint).toMatchObject({
      status: 'InProgress',
      overdue: false,
      closedAt: null,
      version: 1,
      responsiblePerson: { id: String(responsible.id) },
      doctor: { id: doctorId },
      patient: null,
    });
    const [mail] = await t.database.db
      .select()
      .from(mails)
      .where(eq(mails.dedupeKey, `complaint-assigned:${complaint.id}:1`));
    expect(mail).toMatchObject({ subject: `Przydzielono Ci reklamację nr ${complaint.id}` });
    expect(mail!.text).not.toContain('Skarżący');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'complaint.create'), eq(auditLog.entityId, complaint.id)));
    expect(JSON.stringify(entry!.details)).not.toContain('Skarżący');
  });

  it('counts the due date in elapsed hours across the change of time', async () => {
    // 24 October 2026, 12:00 in Warsaw (summer time); the clocks go back on the 25th.
    const complaint = await recorded(technician, { reportDate: '2026-10-24T10:00:00.000Z' });
    const hours = (Date.parse(complaint.dueDate) - Date.parse(complaint.reportDate)) / HOUR_MS;
    const [row] = await t.database.db
      .select()
      .from(complaints)
      .where(eq(complaints.id, Number(complaint.id)));
    expect(row!.dueDate.getTime() - row!.reportDate.getTime()).toBe(hours * HOUR_MS);
    expect(Number.isInteger(hours)).toBe(true);
    expect(complaint.overdue).toBe(true);
  });

  it('Registration records one from a doctor view; Manager and a Complaints user do not', async () => {
    expect((await recorded(registration)).status).toBe('InProgress');
    const byManager = await call(manager, CREATE, { complaint: complaintInput() });
    expect(errorCode(byManager)).toBe('FORBIDDEN');
    const byResponsible = await call(responsible, CREATE, { complaint: complaintInput() });
    expect(errorCode(byResponsible)).toBe('FORBIDDEN');
  });

  it('answers each missing or wrong field with its message', async () => {
    const missing = await call(technician, CREATE, { complaint: {} });
    expect(fieldErrors(missing)).toMatchObject({
      complainantName: 'Zgłaszający jest wymagany',
      reportDate: 'Data zgłoszenia jest wymagana',
      type: 'Typ reklamacji jest wymagany',
      responsiblePersonId: 'Osoba odpowiedzialna jest wymagana',
    });
    const notResponsible = await call(technician, CREATE, {
      complaint: complaintInput({ responsiblePersonId: String(manager.id) }),
    });
    expect(fieldErrors(notResponsible)).toEqual({
      responsiblePersonId: 'Wybrana osoba nie jest aktywnym użytkownikiem z rolą Reklamacje.',
    });
    const future = await call(technician, CREATE, {
      complaint: complaintInput({ reportDate: new Date(Date.now() + 24 * HOUR_MS).toISOString() }),
    });
    expect(fieldErrors(future)).toEqual({
      reportDate: 'Data zgłoszenia nie może być z przyszłości.',
    });
    const reason = await call(technician, CREATE, {
      complaint: complaintInput({ complaintReason: 'Pogoda' }),
    });
    expect(fieldErrors(reason)).toEqual({
      complaintReason: 'Powodu reklamacji „Pogoda” nie ma w konfiguracji.',
    });
    const closedWithout = await call(technician, CREATE, {
      complaint: complaintInput({ status: 'Closed' }),
    });
    expect(fieldErrors(closedWithout)).toEqual({
      complaintResolution: 'Rozwiązanie jest wymagane, aby zamknąć reklamację',
    });
    const early = await call(technician, CREATE, {
      complaint: complaintInput({ complaintResolution: 'Za wcześnie' }),
    });
    expect(fieldErrors(early)).toEqual({
      complaintResolution: 'Rozwiązanie można zmienić tylko w zamkniętej reklamacji.',
    });
  });

  it('links a patient and their study; a study of another patient is refused', async () => {
    const ground = await buildStudyGround(t);
    const admin = await staffCaller(t, 'Admin');
    const study = await addStudyAs(t, admin, {
      patient: ground.patient.id,
      studyType: ground.cbct.id,
      studyDate: '2026-11-20T09:30:00.000Z',
      branch: ground.branch.id,
    });
    const linked = await recorded(technician, {
      type: 'Patient',
      patientId: String(ground.patient.id),
      studyId: study.id,
    });
    expect(linked).toMatchObject({
      patient: { id: String(ground.patient.id) },
      study: { id: study.id },
    });
    const other = await buildPatient(t.database.db);
    const mismatch = await call(technician, CREATE, {
      complaint: complaintInput({ patientId: String(other.id), studyId: study.id }),
    });
    expect(fieldErrors(mismatch)).toEqual({
      studyId: 'Wybrane badanie dotyczy innego pacjenta.',
    });
  });
});

describe('resolving a complaint', () => {
  it('the responsible person closes it with a resolution; others of the role do not see it', async () => {
    const complaint = await recorded(technician);
    const hidden = await call(otherResponsible, ONE, { id: complaint.id });
    expect(errorCode(hidden)).toBe('NOT_FOUND');
    const closed = await call<{ updateComplaint: ComplaintResult }>(responsible, UPDATE, {
      id: complaint.id,
      version: 1,
      complaint: complaintInput({
        status: 'Closed',
        complaintResolution: 'Przeproszono, opis dostarczony.',
        reportDate: complaint.reportDate,
      }),
    });
    expect(closed.data!.updateComplaint).toMatchObject({
      status: 'Closed',
      complaintResolution: 'Przeproszono, opis dostarczony.',
      dueDate: complaint.dueDate,
      version: 2,
    });
    expect(closed.data!.updateComplaint.closedAt).not.toBeNull();
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'complaint.close'), eq(auditLog.entityId, complaint.id)));
    expect(entry).toMatchObject({ actorUserId: responsible.id });
    const stale = await call(responsible, UPDATE, {
      id: complaint.id,
      version: 1,
      complaint: complaintInput({ reportDate: complaint.reportDate }),
    });
    expect(errorCode(stale)).toBe('STALE_VERSION');
  });

  it('a Complaints user cannot hand it on; the desk reassigns and the new person is mailed', async () => {
    const complaint = await recorded(technician);
    const handOn = await call(responsible, UPDATE, {
      id: complaint.id,
      version: 1,
      complaint: complaintInput({
        responsiblePersonId: String(otherResponsible.id),
        reportDate: complaint.reportDate,
      }),
    });
    expect(fieldErrors(handOn)).toEqual({
      responsiblePersonId: 'Osoba z rolą Reklamacje nie przekazuje reklamacji innej osobie.',
    });
    const reassigned = await call<{ updateComplaint: ComplaintResult }>(manager, UPDATE, {
      id: complaint.id,
      version: 1,
      complaint: complaintInput({
        responsiblePersonId: String(otherResponsible.id),
        reportDate: complaint.reportDate,
      }),
    });
    expect(reassigned.data!.updateComplaint.responsiblePerson.id).toBe(String(otherResponsible.id));
    const sent = await t.database.db
      .select()
      .from(mails)
      .where(like(mails.dedupeKey, `complaint-assigned:${complaint.id}:%`));
    expect(sent.map((mail) => mail.dedupeKey).sort()).toEqual([
      `complaint-assigned:${complaint.id}:1`,
      `complaint-assigned:${complaint.id}:2`,
    ]);
  });
});

describe('the complaints list', () => {
  it('filters by name words, status, overdue and responsible person; last changed first', async () => {
    const marked = await recorded(technician, {
      complainantName: 'Łucja Żółtowska',
      reportDate: '2026-01-05T10:00:00.000Z',
    });
    const only = async (where: Record<string, unknown>, caller = manager) =>
      (await call<ListResult>(caller, LIST, { where })).data!.complaints.items.map((i) => i.id);
    expect(await only({ complainantName: 'lucja zoltow' })).toEqual([marked.id]);
    expect(await only({ complainantName: 'lucja', overdue: true })).toEqual([marked.id]);
    expect(await only({ complainantName: 'lucja', overdue: false })).toEqual([]);
    expect(await only({ complainantName: 'lucja', status: 'Closed' })).toEqual([]);
    expect(
      await only({
        complainantName: 'lucja',
        reportDateFrom: '2026-01-05',
        reportDateTo: '2026-01-05',
      }),
    ).toEqual([marked.id]);
    expect(await only({ complainantName: 'lucja', reportDateFrom: '2026-01-06' })).toEqual([]);
    expect(
      await only({ complainantName: 'lucja', responsiblePersonId: String(otherResponsible.id) }),
    ).toEqual([]);
    const mine = await call<ListResult>(responsible, LIST, {});
    const all = await call<ListResult>(manager, LIST, {});
    expect(mine.data!.complaints.total).toBeLessThan(all.data!.complaints.total);
    expect(all.data!.complaints.items[0]!.id).toBe(marked.id);
  });

  it('is refused to roles outside the desk and the Complaints role', async () => {
    const coordinator = await staffCaller(t, 'Coordinator');
    expect(errorCode(await call(coordinator, LIST, {}))).toBe('FORBIDDEN');
  });
});

describe('the morning digest', () => {
  it('mails each responsible person their complaints due within a day or overdue, once a day', async () => {
    const person = await staffCaller(t, 'Complaints');
    const now = new Date('2027-03-01T06:00:00.000Z');
    const rows = await t.database.db
      .insert(complaints)
      .values(
        [-5, 10, 40].map((hours) => ({
          complainantName: 'Ktoś',
          reportDate: new Date(now.getTime() - 72 * HOUR_MS),
          dueDate: new Date(now.getTime() + hours * HOUR_MS),
          type: 'Patient' as const,
          responsiblePersonId: person.id,
        })),
      )
      .returning();
    expect(
      await sendComplaintsDigest({ db: t.database.db, mailer: createMailer(t.config, null) }, now),
    ).toBeGreaterThan(0);
    const [mail] = await t.database.db
      .select()
      .from(mails)
      .where(eq(mails.dedupeKey, `complaints-digest:${person.id}:2027-03-01`));
    expect(mail!.subject).toBe('Reklamacje do rozpatrzenia: 2');
    expect(mail!.text).toContain(`Reklamacja nr ${rows[0]!.id} (pacjenta)`);
    expect(mail!.text).toContain('– po terminie');
    expect(mail!.text).not.toContain(`Reklamacja nr ${rows[2]!.id} `);
    // A second run the same day mails nobody again.
    const again = await sendComplaintsDigest(
      { db: t.database.db, mailer: createMailer(t.config, null) },
      now,
    );
    const [second] = await t.database.db
      .select()
      .from(mails)
      .where(eq(mails.dedupeKey, `complaints-digest:${person.id}:2027-03-01`));
    expect(second!.id).toBe(mail!.id);
    expect(again).toBe(0);
  });
});
