import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorComments, users } from '../../db/schema/index.js';
import { errorCode, fieldErrors, graphql } from '../../test/graphql.js';
import { buildDoctor, staffCaller } from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Comments on a doctor (spec part 2 §3, §5, §6): only the author edits or deletes one.
let t: TestApp;
let author: Awaited<ReturnType<typeof staffCaller>>;
let colleague: Awaited<ReturnType<typeof staffCaller>>;
let doctorId: string;

const COMMENT_FIELDS =
  'id doctorId title content version mine createdBy { id contact { lastName } }';
const LIST = `query($doctorId: ID!) { doctorComments(doctorId: $doctorId) { ${COMMENT_FIELDS} } }`;
const CREATE = `mutation($doctorId: ID!, $comment: CommentInput!) {
  createComment(doctorId: $doctorId, comment: $comment) { ${COMMENT_FIELDS} }
}`;
const UPDATE = `mutation($id: ID!, $comment: CommentInput!, $version: Int!) {
  updateComment(id: $id, comment: $comment, version: $version) { ${COMMENT_FIELDS} }
}`;
const DELETE = 'mutation($ids: [ID!]!) { deleteComments(ids: $ids) }';

interface CommentResult {
  id: string;
  title: string;
  content: string;
  version: number;
  mine: boolean;
  createdBy: { id: string; contact: { lastName: string } };
}

beforeAll(async () => {
  t = await createTestApp();
  author = await staffCaller(t, 'Manager');
  colleague = await staffCaller(t, 'Manager');
  doctorId = String((await buildDoctor(t)).id);
});
afterAll(() => t.close());

async function create(caller: typeof author, comment: Record<string, unknown>, id = doctorId) {
  return graphql<{ createComment: CommentResult }>(t.app, CREATE, {
    ...caller.options,
    variables: { doctorId: id, comment },
  });
}

async function created(caller: typeof author, content: string, title?: string) {
  const response = await create(caller, { content, title });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.createComment;
}

describe('doctor comments', () => {
  it('lists a doctor’s comments newest first, with their author and whose they are', async () => {
    const first = await created(author, 'Pierwszy', 'Wizyta');
    const second = await created(colleague, '  Drugi  ');
    expect(second).toMatchObject({ title: '', content: 'Drugi', version: 1, mine: true });
    const list = await graphql<{ doctorComments: CommentResult[] }>(t.app, LIST, {
      ...author.options,
      variables: { doctorId },
    });
    const comments = list.data!.doctorComments;
    expect(comments.map((comment) => comment.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(comments[0]).toMatchObject({ mine: false, createdBy: { id: String(colleague.id) } });
    expect(comments[1]).toMatchObject({ mine: true, title: 'Wizyta' });
  });

  it('needs content, and a doctor that exists', async () => {
    expect(fieldErrors(await create(author, { content: ' \u200B ' }))).toEqual({
      content: 'Treść komentarza jest wymagana',
    });
    expect(errorCode(await create(author, { content: 'x' }, '999999'))).toBe('NOT_FOUND');
    const list = await graphql(t.app, LIST, {
      ...author.options,
      variables: { doctorId: '999999' },
    });
    expect(errorCode(list)).toBe('NOT_FOUND');
  });

  it('lets only the author edit, with the version edited', async () => {
    const comment = await created(author, 'Do poprawy');
    const variables = { id: comment.id, comment: { content: 'Poprawiony' }, version: 1 };
    const theirs = await graphql(t.app, UPDATE, { ...colleague.options, variables });
    expect(errorCode(theirs)).toBe('FORBIDDEN');
    expect(theirs.errors![0]!.message).toBe('Komentarz może edytować lub usunąć tylko jego autor.');
    const mine = await graphql<{ updateComment: CommentResult }>(t.app, UPDATE, {
      ...author.options,
      variables,
    });
    expect(mine.data?.updateComment).toMatchObject({ content: 'Poprawiony', version: 2 });
    const stale = await graphql(t.app, UPDATE, { ...author.options, variables });
    expect(errorCode(stale)).toBe('STALE_VERSION');
  });

  it("deletes the caller's own comments, and none when one is someone else's", async () => {
    const own = await created(author, 'Mój');
    const other = await created(colleague, 'Cudzy');
    const refused = await graphql(t.app, DELETE, {
      ...author.options,
      variables: { ids: [own.id, other.id] },
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const left = await t.database.db
      .select()
      .from(doctorComments)
      .where(eq(doctorComments.id, Number(own.id)));
    expect(left).toHaveLength(1);
    const done = await graphql(t.app, DELETE, { ...author.options, variables: { ids: [own.id] } });
    expect(done.data).toEqual({ deleteComments: 1 });
  });

  it('keeps naming an author whose account was deleted', async () => {
    const leaver = await staffCaller(t, 'Admin');
    const comment = await created(leaver, 'Zanim odszedłem');
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaver.id));
    const list = await graphql<{ doctorComments: CommentResult[] }>(t.app, LIST, {
      ...author.options,
      variables: { doctorId },
    });
    const found = list.data!.doctorComments.find((row) => row.id === comment.id);
    expect(found!.createdBy.id).toBe(String(leaver.id));
  });
});
