import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.js';
import { errorCode, graphql } from '../../test/graphql.js';
import {
  addStudyAs,
  buildDoctor,
  buildStudyGround,
  SHARE_STUDY,
  staffCaller,
  type TestDoctor,
} from '../../test/studies.js';
import { eventually, portOf, subscribe } from '../../test/subscriptions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sanitizeMessageHtml } from './message-html.js';
import { deliverMessages } from './messages.service.js';

// Internal messages (issue 22 §2): each user reads, marks and deletes their own; sharing a study
// delivers a SharedStudy message, live.

const FIELDS = 'id messageType title content linkedEntityId important read readAt createdAt';
const LIST = `query($where: MessagesFilter, $pagination: PaginationInput) {
  allMessages(where: $where, pagination: $pagination) { total hasMore items { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { message(id: $id) { ${FIELDS} } }`;
const UNREAD = '{ unreadMessagesCount }';
const MARK = `mutation($ids: [ID!], $includeImportant: Boolean) {
  markAsRead(ids: $ids, includeImportant: $includeImportant) }`;
const DELETE = `mutation($ids: [ID!]!, $includeImportant: Boolean) {
  deleteMessage(ids: $ids, includeImportant: $includeImportant) }`;
const ADDED = `subscription { messageAdded { ${FIELDS} } }`;

interface MessageData {
  id: string;
  messageType: string;
  title: string;
  content: string;
  linkedEntityId: string | null;
  important: boolean;
  read: boolean;
}
interface ListData {
  allMessages: { total: number; hasMore: boolean; items: MessageData[] };
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffCaller>>;
let technician: Awaited<ReturnType<typeof staffCaller>>;
let ground: Awaited<ReturnType<typeof buildStudyGround>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await staffCaller(t, 'Admin');
  technician = await staffCaller(t, 'Technician');
  ground = await buildStudyGround(t);
});
afterAll(() => t.close());

const call = <T = Record<string, unknown>>(
  who: { options: object },
  query: string,
  variables?: Record<string, unknown>,
) => graphql<T>(t.app, query, { ...who.options, variables });

/** Mailing-like messages written straight into the doctor's inbox, oldest first. */
async function deliver(doctor: TestDoctor, count: number, important = false) {
  await t.database.db.transaction(async (tx) => {
    for (let n = 0; n < count; n += 1) {
      await deliverMessages(tx, [
        {
          recipientId: doctor.userId!,
          messageType: 'Mailing',
          title: `Komunikat ${n + 1}`,
          content: `<p>Treść ${n + 1}</p>`,
          important,
        },
      ]);
    }
  });
}

async function sharedWith(doctor: TestDoctor) {
  const leading = await buildDoctor(t, { role: 'Doctor' });
  const study = await addStudyAs(t, admin, {
    patient: ground.patient.id,
    studyType: ground.cbct.id,
    studyDate: '2026-11-20T09:30:00.000Z',
    branch: ground.branch.id,
    leadingDoctor: leading.id,
    status: 'Performed',
    performer: technician.id,
  });
  const shared = await call(admin, SHARE_STUDY, { id: study.id, doctorIds: [doctor.id] });
  expect(shared.errors).toBeUndefined();
  return study;
}

describe('sharing a study', () => {
  it('tells the doctor live, in their language, with a link to the study', async () => {
    const doctor = await buildDoctor(t, { role: 'Doctor' });
    const live = subscribe<{ messageAdded: MessageData }>(portOf(t.app), ADDED, {
      token: doctor.options.token,
      role: 'Doctor',
    });
    const bystander = await buildDoctor(t, { role: 'Doctor' });
    const elsewhere = subscribe<{ messageAdded: MessageData }>(portOf(t.app), ADDED, {
      token: bystander.options.token,
      role: 'Doctor',
    });
    try {
      // Let both subscriptions reach the server before the event.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const study = await sharedWith(doctor);
      await eventually(() => live.events.length > 0, 'messageAdded for the recipient');
      expect(live.events[0]!.messageAdded).toMatchObject({
        messageType: 'SharedStudy',
        title: 'Udostępniono Ci badanie',
        linkedEntityId: study.id,
        read: false,
      });
      expect(live.events[0]!.messageAdded.content).toMatch(/z dnia 20\.11\.2026/);
      expect(elsewhere.events).toEqual([]);
      const english = await graphql<{ message: MessageData }>(t.app, ONE, {
        ...doctor.options,
        lang: 'en',
        variables: { id: live.events[0]!.messageAdded.id },
      });
      expect(english.data!.message.title).toBe('A study was shared with you');
      expect(await call(doctor, UNREAD)).toMatchObject({ data: { unreadMessagesCount: 1 } });
    } finally {
      await live.dispose();
      await elsewhere.dispose();
    }
  });
});

describe('the inbox', () => {
  it('lists the caller’s messages newest first, paged, with an unread filter', async () => {
    const doctor = await buildDoctor(t, { role: 'DentalOffice' });
    await deliver(doctor, 3);
    const page = await call<ListData>(doctor, LIST, { pagination: { skip: 0, take: 2 } });
    expect(page.data!.allMessages).toMatchObject({ total: 3, hasMore: true });
    expect(page.data!.allMessages.items.map((item) => item.title)).toEqual([
      'Komunikat 3',
      'Komunikat 2',
    ]);
    const first = page.data!.allMessages.items[0]!;
    expect(await call(doctor, MARK, { ids: [first.id] })).toMatchObject({
      data: { markAsRead: 1 },
    });
    const unread = await call<ListData>(doctor, LIST, { where: { unreadOnly: true } });
    expect(unread.data!.allMessages.items.map((item) => item.title)).toEqual([
      'Komunikat 2',
      'Komunikat 1',
    ]);
    const tooMany = await call(doctor, LIST, { pagination: { take: 51 } });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
  });

  it('keeps important messages unless they are included, in marking all and in deleting', async () => {
    const doctor = await buildDoctor(t, { role: 'Laboratory' });
    await deliver(doctor, 2);
    await deliver(doctor, 1, true);
    expect(await call(doctor, MARK)).toMatchObject({ data: { markAsRead: 2 } });
    expect(await call(doctor, UNREAD)).toMatchObject({ data: { unreadMessagesCount: 1 } });
    expect(await call(doctor, MARK, { includeImportant: true })).toMatchObject({
      data: { markAsRead: 1 },
    });
    const ids = (await call<ListData>(doctor, LIST)).data!.allMessages.items.map((m) => m.id);
    expect(await call(doctor, DELETE, { ids })).toMatchObject({ data: { deleteMessage: 2 } });
    expect((await call<ListData>(doctor, LIST)).data!.allMessages.items).toMatchObject([
      { important: true },
    ]);
    expect(await call(doctor, DELETE, { ids, includeImportant: true })).toMatchObject({
      data: { deleteMessage: 1 },
    });
  });

  it('never shows, marks or deletes anybody else’s message', async () => {
    const owner = await buildDoctor(t, { role: 'Doctor' });
    const other = await buildDoctor(t, { role: 'Doctor' });
    await deliver(owner, 1);
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.recipientId, owner.userId!));
    const id = String(row!.id);
    const probe = await call(other, ONE, { id });
    expect(errorCode(probe)).toBe('NOT_FOUND');
    expect(probe.errors?.[0]?.message).toBe(`Nie znaleziono wiadomości o identyfikatorze ${id}.`);
    expect(await call(other, MARK, { ids: [id] })).toMatchObject({ data: { markAsRead: 0 } });
    expect(await call(other, DELETE, { ids: [id], includeImportant: true })).toMatchObject({
      data: { deleteMessage: 0 },
    });
    expect(await call(owner, ONE, { id })).toMatchObject({ data: { message: { read: false } } });
    // Staff have no inbox.
    expect(errorCode(await call(admin, UNREAD))).toBe('FORBIDDEN');
  });
});

describe('message HTML', () => {
  it('keeps formatting and links, and drops whatever runs', () => {
    const clean = sanitizeMessageHtml(
      '<h2>Nowości</h2><p onclick="steal()">Tekst <strong>ważny</strong>' +
        '<img src="x" onerror="steal()"><img src="https://example.com/a.png" alt="a">' +
        '<a href="javascript:steal()">zły</a> <a href="https://example.com">dobry</a></p>' +
        '<script>steal()</script><style>p{}</style><iframe src="https://example.com"></iframe>',
    );
    expect(clean).toBe(
      '<h2>Nowości</h2><p>Tekst <strong>ważny</strong><img src="x" />' +
        '<img src="https://example.com/a.png" alt="a" />' +
        '<a target="_blank" rel="noopener noreferrer">zły</a> ' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">dobry</a></p>',
    );
  });
});
