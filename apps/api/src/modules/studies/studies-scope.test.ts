import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPatient } from '../../test/factories.js';
import { errorCode, graphql, type GraphQLResponse } from '../../test/graphql.js';
import {
  addStudyAs,
  buildDoctor,
  buildStudyGround,
  GET_STUDY,
  LIST_STUDIES,
  SHARE_STUDY,
  staffCaller,
  UPDATE_STUDY,
  type StudyData,
  type TestDoctor,
} from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { studiesOf } from './studies.repository.js';

/**
 * Who sees which study (auth/study-policy.ts, ADR 0034): referring users the studies they lead,
 * support or were shared, never hidden ones; describers what they describe; staff everything.
 * A study outside the scope does not exist: not by id, not in a list, not through a filter.
 */

let t: TestApp;
let ground: Awaited<ReturnType<typeof buildStudyGround>>;
let admin: Awaited<ReturnType<typeof staffCaller>>;
let technician: Awaited<ReturnType<typeof staffCaller>>;
let leading: TestDoctor;
let supporting: TestDoctor;
let stranger: TestDoctor;
let describer: TestDoctor;

beforeAll(async () => {
  t = await createTestApp();
  ground = await buildStudyGround(t);
  admin = await staffCaller(t, 'Admin');
  technician = await staffCaller(t, 'Technician');
  leading = await buildDoctor(t, { role: 'Doctor' });
  supporting = await buildDoctor(t, { role: 'DentalOffice' });
  stranger = await buildDoctor(t, { role: 'Doctor' });
  describer = await buildDoctor(t, { role: 'DescribingDoctor' });
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function study(changes: Record<string, unknown> = {}) {
  return addStudyAs(t, admin, {
    patient: ground.patient.id,
    studyType: ground.cbct.id,
    studyDate: '2026-11-20T09:30:00.000Z',
    branch: ground.branch.id,
    leadingDoctor: leading.id,
    supportingDoctors: [supporting.id],
    ...changes,
  });
}

async function listIds(who: { options: object }, where: Record<string, unknown> = {}) {
  const response = await graphql<{ studies: { items: { id: string }[]; total: number } }>(
    t.app,
    LIST_STUDIES,
    { ...who.options, variables: { where, pagination: { take: 100 } } },
  );
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.studies.items.map((item) => item.id);
}

function read(
  who: { options: object },
  id: string,
): Promise<GraphQLResponse<{ study: StudyData }>> {
  return graphql<{ study: StudyData }>(t.app, GET_STUDY, { ...who.options, variables: { id } });
}

describe('referring users', () => {
  it('see the studies they lead or support, and nobody else does', async () => {
    const own = await study();
    expect(await listIds(leading)).toContain(own.id);
    expect(await listIds(supporting)).toContain(own.id);
    expect((await read(leading, own.id)).data?.study).toMatchObject({
      id: own.id,
      ledByCaller: true,
    });
    expect((await read(supporting, own.id)).data?.study.ledByCaller).toBe(false);

    expect(await listIds(stranger)).not.toContain(own.id);
    expect(await listIds(stranger, { patient: ground.patient.id })).toEqual([]);
    const probe = await read(stranger, own.id);
    expect(errorCode(probe)).toBe('NOT_FOUND');
    expect(probe.errors?.[0]?.message).toBe(`Nie znaleziono badania o identyfikatorze ${own.id}.`);
    // The general tab's call answers from the same scope.
    const general = `query($id: ID!) { studyGeneralInfo(id: $id) { id } }`;
    const mine = await graphql(t.app, general, { ...leading.options, variables: { id: own.id } });
    expect(mine.data).toEqual({ studyGeneralInfo: { id: own.id } });
    const theirs = await graphql(t.app, general, {
      ...stranger.options,
      variables: { id: own.id },
    });
    expect(errorCode(theirs)).toBe('NOT_FOUND');
  });

  it('never see a hidden study, and see it again once it is no longer hidden', async () => {
    const hidden = await study({ hidden: true });
    expect(await listIds(leading)).not.toContain(hidden.id);
    expect(errorCode(await read(supporting, hidden.id))).toBe('NOT_FOUND');

    const shown = await graphql<{ updateStudy: StudyData }>(t.app, UPDATE_STUDY, {
      ...admin.options,
      variables: {
        id: hidden.id,
        data: {
          patient: ground.patient.id,
          studyType: ground.cbct.id,
          studyDate: hidden.studyDate,
          branch: ground.branch.id,
          status: hidden.status,
          leadingDoctor: leading.id,
          version: hidden.version,
          hidden: false,
        },
      },
    });
    expect(shown.data?.updateStudy.hidden).toBe(false);
    expect(await listIds(leading)).toContain(hidden.id);
    // The supporting doctor was dropped by that save: the study left their list.
    expect(await listIds(supporting)).not.toContain(hidden.id);
  });

  it('read no description request comment of an incognito study', async () => {
    const incognito = await study({
      incognitoDescription: true,
      descriptionRequestComment: 'Proszę o ocenę zatok',
    });
    expect((await read(leading, incognito.id)).data?.study.descriptionRequestComment).toBeNull();
    expect((await read(admin, incognito.id)).data?.study.descriptionRequestComment).toBe(
      'Proszę o ocenę zatok',
    );
  });

  it('narrow their list to the studies they lead with onlyOwn', async () => {
    const led = await study();
    const onlySupported = await study({ leadingDoctor: stranger.id });
    const own = await listIds(supporting, { onlyOwn: true });
    expect(own).not.toContain(led.id);
    expect(await listIds(supporting)).toEqual(expect.arrayContaining([led.id, onlySupported.id]));
    expect(await listIds(leading, { onlyOwn: true })).toContain(led.id);
  });

  it('read their list most recently changed first, as staff do', async () => {
    const first = await study();
    const second = await study();
    const leadingList = await listIds(leading);
    expect(leadingList.indexOf(second.id)).toBeLessThan(leadingList.indexOf(first.id));
    const staffList = await listIds(admin);
    expect(staffList.indexOf(second.id)).toBeLessThan(staffList.indexOf(first.id));
  });
});

describe('describing doctors', () => {
  it('see the studies they describe, hidden ones too, and no others', async () => {
    const assigned = await study({
      hidden: true,
      describers: [{ doctor: describer.id, dueDate: inDays(2) }],
    });
    const other = await study();
    const ids = await listIds(describer);
    expect(ids).toContain(assigned.id);
    expect(ids).not.toContain(other.id);
    expect(errorCode(await read(describer, other.id))).toBe('NOT_FOUND');
    expect(await listIds(describer, { describer: describer.id })).toContain(assigned.id);
  });
});

describe('sharing', () => {
  it('shares a Performed study with a registered doctor, who then sees it', async () => {
    const performed = await study({ status: 'Performed', performer: technician.id });
    expect(performed.canShare).toBe(true);
    expect(await listIds(stranger)).not.toContain(performed.id);
    const shared = await graphql(t.app, SHARE_STUDY, {
      ...leading.options,
      variables: { id: performed.id, doctorIds: [stranger.id] },
    });
    expect(shared.errors).toBeUndefined();
    expect(await listIds(stranger)).toContain(performed.id);
  });

  it('refuses a study not yet performed, a hidden one and a doctor without an account', async () => {
    const draft = await study();
    expect(draft.canShare).toBe(false);
    const refused = await graphql(t.app, SHARE_STUDY, {
      ...admin.options,
      variables: { id: draft.id, doctorIds: [stranger.id] },
    });
    expect(refused.errors?.[0]?.message).toBe(
      'Udostępnić można tylko wykonane badanie, które nie jest ukryte.',
    );
    const hidden = await study({ status: 'Performed', performer: technician.id, hidden: true });
    const hiddenShare = await graphql(t.app, SHARE_STUDY, {
      ...admin.options,
      variables: { id: hidden.id, doctorIds: [stranger.id] },
    });
    expect(errorCode(hiddenShare)).toBe('CONFLICT');
    const performed = await study({ status: 'Performed', performer: technician.id });
    const withoutAccount = await buildDoctor(t);
    const unregistered = await graphql(t.app, SHARE_STUDY, {
      ...admin.options,
      variables: { id: performed.id, doctorIds: [withoutAccount.id] },
    });
    expect(unregistered.errors?.[0]?.message).toBe(
      `Lekarz ${withoutAccount.name} nie ma konta w portalu: nie można mu udostępnić badania.`,
    );
  });
});

describe('other callers', () => {
  it('gives the Patient role nothing and staff roles everything', async () => {
    const any = await study();
    const patient = await staffCaller(t, 'Patient');
    expect(await listIds(patient)).toEqual([]);
    expect(errorCode(await read(patient, any.id))).toBe('NOT_FOUND');
    const coordinator = await staffCaller(t, 'Coordinator');
    expect(await listIds(coordinator)).toContain(any.id);
  });

  it("caps a broad list's count at 1000 and says so", async () => {
    const patient = await buildPatient(t.database.db);
    await t.database.db.execute(sql`
      insert into studies (patient_id, study_type_id, study_date, status, branch_id)
      select ${patient.id}, ${ground.cbct.id}, now(), 'Draft', ${ground.branch.id}
      from generate_series(1, 1002)`);
    const response = await graphql<{ studies: Record<string, unknown> }>(t.app, LIST_STUDIES, {
      ...admin.options,
      variables: { where: { patient: patient.id } },
    });
    expect(response.data?.studies).toMatchObject({ total: 1000, totalCapped: true, hasMore: true });
  });
});

describe('a page’s studies read by id', () => {
  it('come in one read, the caller’s visible ones only', async () => {
    const own = await study();
    const hidden = await study({ hidden: true });
    const ids = [Number(own.id), Number(hidden.id), 2_000_000_000];
    const as = (userId: number, role: 'Doctor' | 'Admin') =>
      studiesOf(t.database.db, { userId, role }).byIds(ids);
    const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
    expect(idsOf(await as(leading.userId!, 'Doctor'))).toEqual([Number(own.id)]);
    expect(await as(stranger.userId!, 'Doctor')).toEqual([]);
    const adminId = admin.id;
    expect(idsOf(await as(adminId, 'Admin'))).toEqual([Number(own.id), Number(hidden.id)]);
    expect(await studiesOf(t.database.db, { userId: adminId, role: 'Admin' }).byIds([])).toEqual(
      [],
    );
  });
});
