import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, files, mails, users } from '../../db/schema/index.js';
import { auditRows } from '../../test/audit-rows.js';
import { graphql } from '../../test/graphql.js';
import {
  addStudyAs,
  buildDoctor,
  buildStudyGround,
  loginOf,
  SHARE_STUDY,
  staffCaller,
  UPDATE_STUDY,
  type StudyData,
  type TestDoctor,
} from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue 15 §3: who is mailed about a study, when, and what the mail says (ADR 0035). */

let t: TestApp;
let ground: Awaited<ReturnType<typeof buildStudyGround>> & { patientName: string };
let technician: Awaited<ReturnType<typeof staffCaller>>;

beforeAll(async () => {
  t = await createTestApp();
  ground = { ...(await buildStudyGround(t)), patientName: 'Pacjentowska' };
  await t.database.db
    .update(contacts)
    .set({ lastName: ground.patientName })
    .where(eq(contacts.id, ground.patient.contactId));
  technician = await staffCaller(t, 'Technician');
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The mails each doctor got, oldest first, as subject and plain text. */
async function mailsTo(...doctors: TestDoctor[]) {
  const logins = await Promise.all(doctors.map((doctor) => loginOf(t, doctor)));
  const rows = await t.database.db
    .select({ to: mails.recipient, subject: mails.subject, text: mails.text })
    .from(mails)
    .where(and(inArray(mails.recipient, logins), eq(mails.template, 'study-notice')))
    .orderBy(asc(mails.id));
  return logins.map((login) => rows.filter((row) => row.to === login));
}

function performedStudy(changes: Record<string, unknown> = {}) {
  return {
    patient: ground.patient.id,
    studyType: ground.cbct.id,
    studyDate: '2026-11-20T09:30:00.000Z',
    branch: ground.branch.id,
    status: 'Performed',
    performer: technician.id,
    notifyLeaderAndSupportingDoctors: true,
    ...changes,
  };
}

async function updateAs(study: StudyData, changes: Record<string, unknown>) {
  const response = await graphql<{ updateStudy: StudyData }>(t.app, UPDATE_STUDY, {
    ...technician.options,
    variables: {
      id: study.id,
      data: { ...performedStudy(), status: study.status, version: study.version, ...changes },
    },
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.updateStudy;
}

describe('leading and supporting doctors', () => {
  it('are told once that the study was performed, by its type, date and branch only', async () => {
    const leader = await buildDoctor(t, { role: 'Doctor' });
    const supporter = await buildDoctor(t, { role: 'Doctor' });
    const study = await addStudyAs(
      t,
      technician,
      performedStudy({
        leadingDoctor: leader.id,
        supportingDoctors: [supporter.id],
        descriptionRequestComment: 'Ząb 36',
      }),
    );

    const [toLeader, toSupporter] = await mailsTo(leader, supporter);
    expect(toLeader).toHaveLength(1);
    expect(toSupporter).toHaveLength(1);
    expect(toLeader![0]!.subject).toBe('Badanie Twojego pacjenta zostało wykonane');
    expect(toLeader![0]!.text).toContain(`${ground.cbct.name} z dnia 20.11.2026`);
    expect(toLeader![0]!.text).toContain(ground.branch.name);
    expect(toLeader![0]!.text).toContain(`/studies/view/${study.id}`);
    expect(toLeader![0]!.text).toContain('Uwagi do opisu: Ząb 36');
    expect(toLeader![0]!.text).not.toContain(ground.patientName);

    // Saving again tells nobody anything new.
    await updateAs(study, { leadingDoctor: leader.id, supportingDoctors: [supporter.id] });
    const [again] = await mailsTo(leader);
    expect(again).toHaveLength(1);
    const [audit] = await auditRows(t.database.db, {
      action: 'study.notify',
      entityId: study.id,
    });
    const { notices } = audit!.details as { notices: unknown[] };
    expect(notices).toHaveLength(2);
    expect(notices).toEqual(
      expect.arrayContaining([
        { kind: 'performed', doctorId: leader.id },
        { kind: 'performed', doctorId: supporter.id },
      ]),
    );
  });

  it('are told when the study becomes Performed, not while it is a draft', async () => {
    const leader = await buildDoctor(t, { role: 'Doctor' });
    const draft = await addStudyAs(
      t,
      technician,
      performedStudy({ status: 'Draft', leadingDoctor: leader.id }),
    );
    expect((await mailsTo(leader))[0]).toHaveLength(0);

    await updateAs(draft, { status: 'Performed', leadingDoctor: leader.id });
    expect((await mailsTo(leader))[0]).toHaveLength(1);
  });

  it("are told by default: a registrar's study, without the switches, notifies them", async () => {
    const registrar = await staffCaller(t, 'Registration');
    const leader = await buildDoctor(t, { role: 'Doctor' });
    const paid = await addStudyAs(t, registrar, {
      patient: ground.patient.id,
      studyType: ground.cbct.id,
      studyDate: '2026-11-20T09:30:00.000Z',
      branch: ground.branch.id,
      leadingDoctor: leader.id,
    });
    expect(paid).toMatchObject({ status: 'Paid', notifyLeaderAndSupportingDoctors: true });
    expect((await mailsTo(leader))[0]).toHaveLength(0);
  });

  it('are not told without the switch, about a hidden study, or with notifications off', async () => {
    const leader = await buildDoctor(t, { role: 'Doctor' });
    const quiet = await buildDoctor(t, { role: 'Doctor' });
    await t.database.db
      .update(users)
      .set({ preferences: { mailNotifications: false } })
      .where(eq(users.id, quiet.userId!));
    const withoutAccount = await buildDoctor(t);

    await addStudyAs(
      t,
      technician,
      performedStudy({ leadingDoctor: leader.id, notifyLeaderAndSupportingDoctors: false }),
    );
    await addStudyAs(t, technician, performedStudy({ leadingDoctor: leader.id, hidden: true }));
    await addStudyAs(
      t,
      technician,
      performedStudy({ leadingDoctor: quiet.id, supportingDoctors: [withoutAccount.id] }),
    );

    const [toLeader, toQuiet] = await mailsTo(leader, quiet);
    expect(toLeader).toHaveLength(0);
    expect(toQuiet).toHaveLength(0);
  });

  it('are told when their study is shared with them', async () => {
    const leader = await buildDoctor(t, { role: 'Doctor' });
    const colleague = await buildDoctor(t, { role: 'Doctor' });
    const study = await addStudyAs(t, technician, performedStudy({ leadingDoctor: leader.id }));
    const shared = await graphql(t.app, SHARE_STUDY, {
      ...technician.options,
      variables: { id: study.id, doctorIds: [String(colleague.id)] },
    });
    expect(shared.errors).toBeUndefined();

    const [toColleague] = await mailsTo(colleague);
    expect(toColleague!.map((mail) => mail.subject)).toEqual(['Udostępniono Ci badanie']);
  });
});

describe('describers', () => {
  it('are told of their assignment with its deadline and request, once Performed', async () => {
    const describer = await buildDoctor(t, { role: 'DescribingDoctor' });
    const leader = await buildDoctor(t, { role: 'Doctor' });
    const assignment = {
      leadingDoctor: leader.id,
      describers: [{ doctor: describer.id, dueDate: inDays(3) }],
      notifyDescribers: true,
      incognitoDescription: true,
      notifyLeaderAndSupportingDoctors: false,
      urgentDescription: true,
      descriptionRequestComment: 'Proszę o ocenę zęba 36',
    };
    const draft = await addStudyAs(
      t,
      technician,
      performedStudy({ ...assignment, status: 'Draft' }),
    );
    expect((await mailsTo(describer))[0]).toHaveLength(0);

    await updateAs(draft, { ...assignment, status: 'Performed' });
    const [toDescriber] = await mailsTo(describer);
    expect(toDescriber).toHaveLength(1);
    expect(toDescriber![0]!.subject).toBe('CITO: nowe badanie do opisu');
    expect(toDescriber![0]!.text).toContain('Termin opisu: ');
    expect(toDescriber![0]!.text).toContain('Uwagi do opisu: Proszę o ocenę zęba 36');
  });

  it('of a hidden study are told too: they work for the clinic, not the referrer', async () => {
    const describer = await buildDoctor(t, { role: 'DescribingDoctor' });
    await addStudyAs(
      t,
      technician,
      performedStudy({
        hidden: true,
        describers: [{ doctor: describer.id, dueDate: inDays(2) }],
        notifyDescribers: true,
      }),
    );
    expect((await mailsTo(describer))[0]).toHaveLength(1);
  });
});

describe('a ready description', () => {
  async function attachDescription(studyId: string) {
    const [file] = await t.database.db
      .insert(files)
      .values({
        storageKey: `test/description-${studyId}-${Date.now()}`,
        originalFilename: 'opis.pdf',
        mimetype: 'application/pdf',
        fileType: 'StudyDescription',
        declaredSize: 10,
        storedSize: 10,
        sha256: '0'.repeat(64),
        detectedKind: 'pdf',
        status: 'ready',
        confirmedAt: new Date(),
        patientId: ground.patient.id,
        studyId: Number(studyId),
      })
      .returning({ id: files.id });
    return file!.id;
  }

  it('is announced to referring doctors, without the request comment when incognito', async () => {
    const leader = await buildDoctor(t, { role: 'Doctor' });
    const study = await addStudyAs(
      t,
      technician,
      performedStudy({
        leadingDoctor: leader.id,
        notifyLeaderAndSupportingDoctors: false,
        incognitoDescription: false,
        notifyDoctorsAboutDescription: true,
        descriptionRequestComment: 'Tajna uwaga',
      }),
    );
    await attachDescription(study.id);
    await updateAs(study, {
      leadingDoctor: leader.id,
      notifyLeaderAndSupportingDoctors: false,
      incognitoDescription: true,
      notifyDoctorsAboutDescription: true,
      descriptionRequestComment: 'Tajna uwaga',
    });

    const [toLeader] = await mailsTo(leader);
    expect(toLeader!.map((mail) => mail.subject)).toEqual(['Opis badania jest gotowy']);
    expect(toLeader![0]!.text).not.toContain('Tajna uwaga');
  });
});
