import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, doctors, users, visits } from '../../db/schema/index.js';
import { errorCode, fieldErrors, graphql, type CallOptions } from '../../test/graphql.js';
import { buildDoctor, staffCaller } from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Coordinators' visits (spec part 2 §2–§8, issue 21 §1): scope, states, follow-ups, filters.
let t: TestApp;
let admin: Caller;
let coordinator: Caller;
let otherCoordinator: Caller;
let registration: Caller;
let doctorId: string;
let otherDoctorId: string;

type Caller = Awaited<ReturnType<typeof staffCaller>>;

const FIELDS = `id visitDate status comment previousVisitId visitReason gadgets region version
  canEdit canPlanFollowUp doctor { id } coordinator { id } nextVisit { id visitDate status visitReason }`;
const CREATE = `mutation($visit: VisitInput!, $previousVisitId: ID) {
  createVisit(visit: $visit, previousVisitId: $previousVisitId) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $visit: VisitInput!, $version: Int!) {
  updateVisit(id: $id, visit: $visit, version: $version) { ${FIELDS} } }`;
const COMPLETE = `mutation($id: ID!, $version: Int!, $followUpDate: Date) {
  completeVisit(id: $id, version: $version, followUpDate: $followUpDate) { ${FIELDS} } }`;
const CANCEL = `mutation($id: ID!, $version: Int!, $followUpDate: Date) {
  cancelVisit(id: $id, version: $version, followUpDate: $followUpDate) { ${FIELDS} } }`;
const REMOVE = 'mutation($id: ID!) { removeVisit(id: $id) }';
const VISIT = `query($id: ID!) { visit(id: $id) { ${FIELDS} } }`;
const LIST = `query($where: VisitsFilter, $pagination: PaginationInput, $orderBy: VisitsOrder) {
  visits(where: $where, pagination: $pagination, orderBy: $orderBy) {
    total totalCapped hasMore items { id visitDate status } } }`;

interface VisitResult {
  id: string;
  visitDate: string;
  status: string;
  comment: string | null;
  previousVisitId: string | null;
  visitReason: string | null;
  gadgets: string[];
  region: string | null;
  version: number;
  canEdit: boolean;
  canPlanFollowUp: boolean;
  doctor: { id: string };
  coordinator: { id: string };
  nextVisit: { id: string; visitDate: string; status: string; visitReason: string } | null;
}

interface ListResult {
  visits: { total: number; totalCapped: boolean; hasMore: boolean; items: VisitResult[] };
}

async function coordinatorCaller(regions: string[]): Promise<Caller> {
  const caller = await staffCaller(t, 'Coordinator');
  await t.database.db.update(users).set({ regions }).where(eq(users.id, caller.id));
  return caller;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffCaller(t, 'Admin');
  registration = await staffCaller(t, 'Registration');
  coordinator = await coordinatorCaller(['Południe']);
  otherCoordinator = await coordinatorCaller([]);
  const doctor = await buildDoctor(t);
  await t.database.db
    .update(doctors)
    .set({ regions: ['Północ', 'Południe'] })
    .where(eq(doctors.id, doctor.id));
  doctorId = String(doctor.id);
  otherDoctorId = String((await buildDoctor(t)).id);
});
afterAll(() => t.close());

function visitInput(overrides: Record<string, unknown> = {}) {
  return {
    visitDate: '2026-10-20T08:00:00.000Z',
    doctorId,
    coordinatorId: String(coordinator.id),
    comment: 'Omówienie nowego cennika',
    visitReason: 'Rutynowa',
    gadgets: ['Kalendarz', 'Kalendarz', 'Notesy'],
    ...overrides,
  };
}

function call<T = Record<string, unknown>>(
  caller: { options: CallOptions },
  query: string,
  variables: Record<string, unknown>,
) {
  return graphql<T>(t.app, query, { ...caller.options, variables });
}

async function planned(caller: Caller, overrides: Record<string, unknown> = {}) {
  const response = await call<{ createVisit: VisitResult }>(caller, CREATE, {
    visit: visitInput(overrides),
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.createVisit;
}

describe('planning a visit', () => {
  it('a coordinator plans their own visit, Scheduled, with the region they share with the doctor', async () => {
    const visit = await planned(coordinator);
    expect(visit).toMatchObject({
      status: 'Scheduled',
      comment: 'Omówienie nowego cennika',
      visitReason: 'Rutynowa',
      gadgets: ['Kalendarz', 'Notesy'],
      region: 'Południe',
      version: 1,
      canEdit: true,
      canPlanFollowUp: false,
      doctor: { id: doctorId },
      coordinator: { id: String(coordinator.id) },
      nextVisit: null,
    });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'visit.create'), eq(auditLog.entityId, visit.id)));
    expect(row).toMatchObject({ actorUserId: coordinator.id, outcome: 'success' });
  });

  it('a coordinator cannot plan for another coordinator; an Admin can', async () => {
    const refused = await call(coordinator, CREATE, {
      visit: visitInput({ coordinatorId: String(otherCoordinator.id) }),
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const byAdmin = await planned(admin, { coordinatorId: String(otherCoordinator.id) });
    // The other coordinator covers no region: the doctor's first.
    expect(byAdmin).toMatchObject({ region: 'Północ', canEdit: true });
  });

  it('the desk reads visits but plans none', async () => {
    const refused = await call(registration, CREATE, { visit: visitInput() });
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });

  it('answers each missing or wrong field with its message', async () => {
    const missing = await call(admin, CREATE, {
      visit: { comment: 'x' },
    });
    expect(fieldErrors(missing)).toMatchObject({
      visitDate: 'Data spotkania jest wymagana',
      doctorId: 'Lekarz jest wymagany',
      coordinatorId: 'Koordynator jest wymagany',
    });
    const notCoordinator = await call(admin, CREATE, {
      visit: visitInput({ coordinatorId: String(registration.id) }),
    });
    expect(fieldErrors(notCoordinator)).toEqual({
      coordinatorId: 'Wybrana osoba nie jest aktywnym koordynatorem.',
    });
    const unknownReason = await call(admin, CREATE, {
      visit: visitInput({ visitReason: 'Kawa' }),
    });
    expect(fieldErrors(unknownReason)).toEqual({
      visitReason: 'Powodu spotkania „Kawa” nie ma w konfiguracji.',
    });
    const unknownGadget = await call(admin, CREATE, {
      visit: visitInput({ gadgets: ['Parasol'] }),
    });
    expect(fieldErrors(unknownGadget)).toEqual({
      gadgets: 'Gadżetu „Parasol” nie ma w konfiguracji.',
    });
    const noDoctor = await call(admin, CREATE, { visit: visitInput({ doctorId: '999999' }) });
    expect(fieldErrors(noDoctor)).toEqual({ doctorId: 'Nie znaleziono wybranego lekarza.' });
  });
});

describe('changing a visit', () => {
  it('edits a scheduled visit with its version; a stale save is refused', async () => {
    const visit = await planned(coordinator);
    const edited = await call<{ updateVisit: VisitResult }>(coordinator, UPDATE, {
      id: visit.id,
      version: 1,
      visit: visitInput({ comment: 'Zmieniony', doctorId: otherDoctorId, gadgets: [] }),
    });
    expect(edited.data!.updateVisit).toMatchObject({
      comment: 'Zmieniony',
      version: 2,
      region: null,
      doctor: { id: otherDoctorId },
    });
    const stale = await call(coordinator, UPDATE, {
      id: visit.id,
      version: 1,
      visit: visitInput(),
    });
    expect(errorCode(stale)).toBe('STALE_VERSION');
  });

  it('another coordinator neither sees nor changes it', async () => {
    const visit = await planned(coordinator);
    const read = await call(otherCoordinator, VISIT, { id: visit.id });
    expect(errorCode(read)).toBe('NOT_FOUND');
    const removal = await call(otherCoordinator, REMOVE, { id: visit.id });
    expect(errorCode(removal)).toBe('NOT_FOUND');
    const desk = await call<{ visit: VisitResult }>(registration, VISIT, { id: visit.id });
    expect(desk.data!.visit).toMatchObject({ id: visit.id, canEdit: false });
  });

  it('completing plans the follow-up at the same local time, across the change of time, in one go', async () => {
    // 20 October, 10:00 in Warsaw (summer time) → 15 January, 10:00 in Warsaw (winter time).
    const visit = await planned(coordinator, { visitReason: 'Szkolenie' });
    const done = await call<{ completeVisit: VisitResult }>(coordinator, COMPLETE, {
      id: visit.id,
      version: 1,
      followUpDate: '2027-01-15',
    });
    const completed = done.data!.completeVisit;
    expect(completed).toMatchObject({ status: 'Completed', canEdit: false, canPlanFollowUp: true });
    expect(completed.nextVisit).toMatchObject({
      status: 'Scheduled',
      visitDate: '2027-01-15T09:00:00.000Z',
      visitReason: 'Rutynowa',
    });
    const next = await call<{ visit: VisitResult }>(coordinator, VISIT, {
      id: completed.nextVisit!.id,
    });
    expect(next.data!.visit).toMatchObject({
      previousVisitId: visit.id,
      doctor: { id: doctorId },
      coordinator: { id: String(coordinator.id) },
      region: 'Południe',
      gadgets: [],
    });
    // Completed is read-only: no second transition, no edit, no delete.
    const again = await call(coordinator, CANCEL, { id: visit.id, version: 2 });
    expect(errorCode(again)).toBe('CONFLICT');
    const edit = await call(coordinator, UPDATE, { id: visit.id, version: 2, visit: visitInput() });
    expect(errorCode(edit)).toBe('CONFLICT');
    const removal = await call(coordinator, REMOVE, { id: visit.id });
    expect(removal.errors?.[0]?.message).toBe('Tylko zaplanowane spotkanie może zostać usunięte');
  });

  it('a follow-up on or before the visit’s day is refused and nothing changes', async () => {
    const visit = await planned(coordinator);
    const refused = await call(coordinator, CANCEL, {
      id: visit.id,
      version: 1,
      followUpDate: '2026-10-20',
    });
    expect(fieldErrors(refused)).toEqual({
      followUpDate: 'Następne spotkanie musi się odbyć po tym spotkaniu.',
    });
    const [row] = await t.database.db
      .select()
      .from(visits)
      .where(eq(visits.id, Number(visit.id)));
    expect(row).toMatchObject({ status: 'Scheduled', version: 1 });
    const followUps = await t.database.db
      .select()
      .from(visits)
      .where(eq(visits.previousVisitId, Number(visit.id)));
    expect(followUps).toEqual([]);
  });

  it('cancelling without a follow-up only cancels', async () => {
    const visit = await planned(coordinator);
    const cancelled = await call<{ cancelVisit: VisitResult }>(coordinator, CANCEL, {
      id: visit.id,
      version: 1,
    });
    expect(cancelled.data!.cancelVisit).toMatchObject({ status: 'Cancelled', nextVisit: null });
  });

  it('a scheduled visit is deleted; planning from a missing previous visit is refused', async () => {
    const visit = await planned(coordinator);
    const removed = await call<{ removeVisit: string }>(coordinator, REMOVE, { id: visit.id });
    expect(removed.data!.removeVisit).toBe(visit.id);
    const gone = await call(coordinator, VISIT, { id: visit.id });
    expect(errorCode(gone)).toBe('NOT_FOUND');
    const orphan = await call(coordinator, CREATE, {
      visit: visitInput(),
      previousVisitId: visit.id,
    });
    expect(fieldErrors(orphan)).toEqual({
      previousVisitId: `Nie znaleziono poprzedniego spotkania o identyfikatorze ${visit.id}.`,
    });
  });
});

describe('the visits list', () => {
  it('a coordinator lists their own visits; the desk everyone’s; newest first', async () => {
    const mine = await call<ListResult>(coordinator, LIST, {});
    const all = await call<ListResult>(registration, LIST, {});
    expect(mine.data!.visits.total).toBeGreaterThan(0);
    expect(all.data!.visits.total).toBeGreaterThan(mine.data!.visits.total);
    const rows = await t.database.db
      .select({ id: visits.id })
      .from(visits)
      .where(eq(visits.coordinatorId, coordinator.id));
    expect(mine.data!.visits.total).toBe(rows.length);
    const dates = all.data!.visits.items.map((item) => item.visitDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by doctor, coordinator, dates, states, region and comment words', async () => {
    const marked = await planned(admin, {
      coordinatorId: String(otherCoordinator.id),
      visitDate: '2031-03-03T09:00:00.000Z',
      comment: 'Łódzki GABINET, nowe skierowania',
    });
    const only = async (where: Record<string, unknown>) =>
      (await call<ListResult>(admin, LIST, { where })).data!.visits.items.map((item) => item.id);
    expect(await only({ comment: 'lodzki gabinet' })).toEqual([marked.id]);
    expect(
      await only({
        visitDateFrom: '2031-03-03T00:00:00.000Z',
        visitDateTo: '2031-03-04T00:00:00.000Z',
      }),
    ).toEqual([marked.id]);
    expect(
      await only({
        coordinatorId: String(otherCoordinator.id),
        region: 'Północ',
        statuses: ['Scheduled'],
      }),
    ).toContain(marked.id);
    expect(await only({ doctorId: otherDoctorId, comment: 'lodzki' })).toEqual([]);
    expect(await only({ statuses: ['Completed'], comment: 'lodzki' })).toEqual([]);
    const wrongRange = await call(admin, LIST, {
      where: { visitDateFrom: '2031-03-04T00:00:00.000Z', visitDateTo: '2031-03-03T00:00:00.000Z' },
    });
    expect(fieldErrors(wrongRange)).toEqual({ 'where.visitDateTo': 'Nieprawidłowy zakres' });
  });

  it('pages 20 at a time by default and says whether more follow', async () => {
    const page = await call<ListResult>(admin, LIST, { pagination: { skip: 0, take: 2 } });
    expect(page.data!.visits.items).toHaveLength(2);
    expect(page.data!.visits.hasMore).toBe(true);
    // The table's largest page is 50, what the cost limit counts a variable take as.
    const tooMany = await call(admin, LIST, { pagination: { skip: 0, take: 51 } });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
  });
});
