import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contacts,
  councilInvites,
  doctors,
  mails,
  messages,
  users,
} from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, graphql, type CallOptions } from '../../test/graphql.js';
import {
  addStudyAs,
  buildDoctor,
  buildStudyGround,
  GET_STUDY,
  staffCaller,
  type TestDoctor,
} from '../../test/studies.js';
import { eventually, portOf, subscribe } from '../../test/subscriptions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSession } from '../../auth/sessions.js';

// Councils (konsylium; issue 22 §1, ADR 0054): a doctor gathers their studies, invites colleagues
// by address; members see the studies and the discussion, nobody else does.

const COUNCIL = `id name isOwner invitedMemberEmail
  councilMembers { owner isCaller doctor { id } } studies { id }`;
const CREATE = `mutation($council: CreateCouncilInput!) { createCouncil(council: $council) { ${COUNCIL} } }`;
const INVITE = `mutation($councilId: ID!, $emails: [String!]!, $userId: ID) {
  inviteDoctorsToCouncil(councilId: $councilId, doctorEmail: $emails, userId: $userId) { ${COUNCIL} } }`;
const WITHDRAW = `mutation($councilId: ID!, $email: String!) {
  withdrawCouncilInvite(councilId: $councilId, email: $email) { invitedMemberEmail } }`;
const ACCEPT = `mutation($councilId: ID!) { acceptInviteToCouncil(councilId: $councilId) { ${COUNCIL} } }`;
const REJECT = `mutation($councilId: ID!) { rejectInviteToCouncil(councilId: $councilId) }`;
const REMOVE = `mutation($councilId: ID!, $doctorId: ID!) {
  removeDoctorFromCouncil(councilId: $councilId, doctorId: $doctorId) }`;
const ONE = `query($id: ID!) { council(id: $id) { ${COUNCIL} } }`;
const INVITES = '{ getMyCouncilInvites { id councilId councilName invitedBy { id } email } }';
const PARTICIPATIONS = '{ getMyCouncilParticipations { id name } }';
const MINE = '{ getMyCouncils { id name invitedMemberEmail } }';
const OF_USER = 'query($userId: ID!) { getCouncils(userId: $userId) { id } }';
const POST = `mutation($councilId: ID!, $content: String!) {
  addCouncilPost(councilId: $councilId, content: $content) { id content author { id } } }`;
const POSTS = `query($councilId: ID!) { councilPosts(councilId: $councilId) {
  total items { content author { id } } } }`;
const INVITE_ADDED = 'subscription { councilInviteAdded { councilId councilName email } }';
const ACCEPTED = 'subscription { councilInviteAccepted { id name } }';

interface CouncilData {
  id: string;
  name: string;
  isOwner: boolean;
  invitedMemberEmail: string[];
  councilMembers: { owner: boolean; doctor: { id: string } }[];
  studies: { id: string }[];
}

let t: TestApp;
let ground: Awaited<ReturnType<typeof buildStudyGround>>;
let admin: Awaited<ReturnType<typeof staffCaller>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ground = await buildStudyGround(t);
  admin = await staffCaller(t, 'Admin');
});
afterAll(() => t.close());

const call = <T = Record<string, unknown>>(
  who: { options: CallOptions },
  query: string,
  variables?: Record<string, unknown>,
) => graphql<T>(t.app, query, { ...who.options, variables });

async function loginOf(doctor: TestDoctor): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, doctor.userId!));
  return row!.login;
}

/** A study `doctor` leads, so they may gather it into a council. */
async function studyLedBy(doctor: TestDoctor) {
  return addStudyAs(t, admin, {
    patient: ground.patient.id,
    studyType: ground.cbct.id,
    studyDate: '2026-11-20T09:30:00.000Z',
    branch: ground.branch.id,
    leadingDoctor: doctor.id,
  });
}

async function councilOf(founder: TestDoctor, emails: string[] = []) {
  const study = await studyLedBy(founder);
  const created = await call<{ createCouncil: CouncilData }>(founder, CREATE, {
    council: { name: 'Ząb 36: resorpcja?', studyIds: [study.id], doctorEmails: emails },
  });
  expect(created.errors).toBeUndefined();
  return { council: created.data!.createCouncil, study };
}

const seesStudy = async (who: TestDoctor, id: string) =>
  errorCode(await call(who, GET_STUDY, { id })) !== 'NOT_FOUND';

describe('a council', () => {
  it('is founded on the founder’s studies, invites live, and opens its studies to who accepts', async () => {
    const founder = await buildDoctor(t, { role: 'Doctor' });
    const colleague = await buildDoctor(t, { role: 'DentalOffice' });
    const colleagueLogin = await loginOf(colleague);
    const invited = subscribe<{ councilInviteAdded: { councilName: string } }>(
      portOf(t.app),
      INVITE_ADDED,
      { token: colleague.options.token, role: 'DentalOffice' },
    );
    const accepted = subscribe<{ councilInviteAccepted: { name: string } }>(
      portOf(t.app),
      ACCEPTED,
      { token: founder.options.token, role: 'Doctor' },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { council, study } = await councilOf(founder, [
        colleagueLogin.toUpperCase(),
        'nowy.kolega@example.com',
      ]);
      expect(council).toMatchObject({
        isOwner: true,
        councilMembers: [{ owner: true, isCaller: true, doctor: { id: String(founder.id) } }],
        studies: [{ id: study.id }],
      });
      expect([...council.invitedMemberEmail].sort()).toEqual(
        [colleagueLogin, 'nowy.kolega@example.com'].sort(),
      );
      // The registered colleague hears at once, with a message; the unknown address gets a mail.
      await eventually(() => invited.events.length > 0, 'councilInviteAdded');
      expect(invited.events[0]!.councilInviteAdded.councilName).toBe('Ząb 36: resorpcja?');
      const [note] = await t.database.db
        .select()
        .from(messages)
        .where(eq(messages.recipientId, colleague.userId!));
      expect(note).toMatchObject({
        messageType: 'CouncilInviteUpdate',
        linkedEntityId: Number(council.id),
      });
      const mailed = await t.database.db
        .select()
        .from(mails)
        .where(eq(mails.recipient, 'nowy.kolega@example.com'));
      expect(mailed.map((mail) => mail.subject)).toEqual([
        'Zaproszenie do konsylium w Portalu RTG',
      ]);

      // Before accepting, the invitee sees the invitation, not the council or its studies.
      const invites = await call<{ getMyCouncilInvites: { councilId: string }[] }>(
        colleague,
        INVITES,
      );
      expect(invites.data!.getMyCouncilInvites).toMatchObject([
        {
          councilId: council.id,
          councilName: 'Ząb 36: resorpcja?',
          invitedBy: { id: String(founder.id) },
        },
      ]);
      expect(errorCode(await call(colleague, ONE, { id: council.id }))).toBe('NOT_FOUND');
      expect(await seesStudy(colleague, study.id)).toBe(false);

      const joined = await call<{ acceptInviteToCouncil: CouncilData }>(colleague, ACCEPT, {
        councilId: council.id,
      });
      expect(joined.data!.acceptInviteToCouncil).toMatchObject({
        isOwner: false,
        invitedMemberEmail: [],
        councilMembers: [
          { owner: true, isCaller: false, doctor: { id: String(founder.id) } },
          { owner: false, isCaller: true, doctor: { id: String(colleague.id) } },
        ],
        studies: [{ id: study.id }],
      });
      expect(await seesStudy(colleague, study.id)).toBe(true);
      expect(await call(colleague, PARTICIPATIONS)).toMatchObject({
        data: { getMyCouncilParticipations: [{ id: council.id }] },
      });
      expect(await call(colleague, INVITES)).toMatchObject({ data: { getMyCouncilInvites: [] } });
      await eventually(() => accepted.events.length > 0, 'councilInviteAccepted');
      expect(accepted.events[0]!.councilInviteAccepted.name).toBe('Ząb 36: resorpcja?');

      // The discussion is the members'.
      const posted = await call(colleague, POST, {
        councilId: council.id,
        content: 'Proponuję CBCT.',
      });
      expect(posted.errors).toBeUndefined();
      expect(await call(founder, POSTS, { councilId: council.id })).toMatchObject({
        data: {
          councilPosts: {
            total: 1,
            items: [{ content: 'Proponuję CBCT.', author: { id: String(colleague.id) } }],
          },
        },
      });
      const stranger = await buildDoctor(t, { role: 'Doctor' });
      expect(errorCode(await call(stranger, POSTS, { councilId: council.id }))).toBe('NOT_FOUND');
      expect(errorCode(await call(stranger, POST, { councilId: council.id, content: 'x' }))).toBe(
        'NOT_FOUND',
      );
      expect(await seesStudy(stranger, study.id)).toBe(false);

      // An Admin finds it on the doctor's page.
      expect(await call(admin, OF_USER, { userId: String(colleague.userId) })).toMatchObject({
        data: { getCouncils: [{ id: council.id }] },
      });

      // Removed, the colleague no longer sees the studies, and is told.
      expect(
        await call(founder, REMOVE, { councilId: council.id, doctorId: String(colleague.id) }),
      ).toMatchObject({ data: { removeDoctorFromCouncil: true } });
      expect(await seesStudy(colleague, study.id)).toBe(false);
      expect(errorCode(await call(colleague, ONE, { id: council.id }))).toBe('NOT_FOUND');
      const told = await t.database.db
        .select()
        .from(messages)
        .where(eq(messages.recipientId, colleague.userId!));
      expect(told.map((message) => message.params?.kind).sort()).toEqual(['invited', 'removed']);
    } finally {
      await invited.dispose();
      await accepted.dispose();
    }
  });

  it('waits for an address until its owner signs up', async () => {
    const founder = await buildDoctor(t, { role: 'Doctor' });
    const address = `pozniej-${process.pid}@example.com`;
    const { council } = await councilOf(founder, [address]);
    const user = await buildUser(t.database.db, { roles: ['Laboratory'], login: address });
    const [contact] = await t.database.db
      .insert(contacts)
      .values({ firstName: 'Ewa', lastName: 'Później' })
      .returning();
    await t.database.db.insert(doctors).values({ userId: user.id, contactId: contact!.id });
    const { token } = await createSession(t.database.db, user.id, t.config.sessionTtlMinutes);
    const later = { options: { token, role: 'Laboratory' } };
    expect(await call(later, INVITES)).toMatchObject({
      data: { getMyCouncilInvites: [{ councilId: council.id, email: address }] },
    });
    expect(await call(later, REJECT, { councilId: council.id })).toMatchObject({
      data: { rejectInviteToCouncil: true },
    });
    expect(await call(founder, MINE)).toMatchObject({
      data: { getMyCouncils: [{ id: council.id, invitedMemberEmail: [] }] },
    });
    const [founderNote] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.recipientId, founder.userId!));
    expect(founderNote?.params).toMatchObject({ kind: 'rejected' });
    // Answered once: a second answer finds no pending invitation.
    expect(errorCode(await call(later, ACCEPT, { councilId: council.id }))).toBe('NOT_FOUND');
  });
});

describe('the rules', () => {
  it('refuses a study the founder does not see, bad addresses and inviting oneself', async () => {
    const founder = await buildDoctor(t, { role: 'Doctor' });
    const other = await buildDoctor(t, { role: 'Doctor' });
    const theirs = await studyLedBy(other);
    const foreign = await call(founder, CREATE, {
      council: { name: 'Cudze', studyIds: [theirs.id] },
    });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    const mine = await studyLedBy(founder);
    const bad = await call(founder, CREATE, {
      council: { name: 'Zły adres', studyIds: [mine.id], doctorEmails: ['nie-adres'] },
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    const nameless = await call(founder, CREATE, { council: { name: ' ', studyIds: [mine.id] } });
    expect(errorCode(nameless)).toBe('BAD_USER_INPUT');
    const self = await call(founder, CREATE, {
      council: { name: 'Ja', studyIds: [mine.id], doctorEmails: [await loginOf(founder)] },
    });
    expect(errorCode(self)).toBe('CONFLICT');
  });

  it('leaves inviting, withdrawing and removing to the founder, who cannot leave', async () => {
    const founder = await buildDoctor(t, { role: 'Doctor' });
    const member = await buildDoctor(t, { role: 'Doctor' });
    const { council } = await councilOf(founder, [await loginOf(member)]);
    await call(member, ACCEPT, { councilId: council.id });
    expect(
      errorCode(await call(member, INVITE, { councilId: council.id, emails: ['a@example.com'] })),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(
        await call(founder, INVITE, { councilId: council.id, emails: [await loginOf(member)] }),
      ),
    ).toBe('CONFLICT');
    const invitedByUser = await buildDoctor(t, { role: 'Doctor' });
    const viaUser = await call<{ inviteDoctorsToCouncil: CouncilData }>(founder, INVITE, {
      councilId: council.id,
      emails: ['c@example.com'],
      userId: String(invitedByUser.userId),
    });
    expect([...viaUser.data!.inviteDoctorsToCouncil.invitedMemberEmail].sort()).toEqual(
      ['c@example.com', await loginOf(invitedByUser)].sort(),
    );
    expect(
      await call(founder, WITHDRAW, { councilId: council.id, email: 'c@example.com' }),
    ).toMatchObject({
      data: { withdrawCouncilInvite: { invitedMemberEmail: [await loginOf(invitedByUser)] } },
    });
    const withdrawn = await t.database.db
      .select()
      .from(councilInvites)
      .where(
        and(
          eq(councilInvites.email, 'c@example.com'),
          eq(councilInvites.councilId, Number(council.id)),
        ),
      );
    expect(withdrawn.map((row) => row.status)).toEqual(['Withdrawn']);
    expect(
      errorCode(
        await call(member, REMOVE, { councilId: council.id, doctorId: String(founder.id) }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(
        await call(founder, REMOVE, { councilId: council.id, doctorId: String(founder.id) }),
      ),
    ).toBe('CONFLICT');
    // A member resigns.
    expect(
      await call(member, REMOVE, { councilId: council.id, doctorId: String(member.id) }),
    ).toMatchObject({ data: { removeDoctorFromCouncil: true } });
    expect(errorCode(await call(member, ONE, { id: council.id }))).toBe('NOT_FOUND');
  });
});
