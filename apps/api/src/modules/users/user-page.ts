import type { TUsersQuery } from '@portal/domain';
import { and, asc, count, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement, type BoundStatement } from '../../db/prepared.js';
import { contacts, users } from '../../db/schema/index.js';
import type { UserModel } from '../auth/users.repository.js';

/**
 * A page of the users list (settings, 10 by login) or of a staff picker (30 by last name), with
 * its count: statements built once per shape (db/prepared.ts, ADR 0029). Deleted accounts never
 * appear (ADR 0030). The contact and branches of the rows are loaded per page by the User
 * loaders (auth.loaders.ts), never per row.
 */

export interface UsersPage {
  items: UserModel[];
  total: number;
  hasMore: boolean;
}

/** Which conditions a query has, and its order: everything the SQL text depends on. */
interface Shape {
  name: boolean;
  roles: boolean;
  active: boolean;
  awaiting: boolean | null;
  orderBy: TUsersQuery['orderBy'];
}

function shapeOf(query: TUsersQuery): Shape {
  const { name, roles, active, awaitingVerification } = query.where;
  return {
    name: name !== undefined,
    roles: roles !== undefined,
    active: active !== undefined,
    // Its value is part of the text (`is null` or not): the partial index serves the waiting.
    awaiting: awaitingVerification ?? null,
    orderBy: query.orderBy,
  };
}

const shapeKey = (shape: Shape) =>
  `${Number(shape.name)}${Number(shape.roles)}${Number(shape.active)}${String(shape.awaiting)} ${shape.orderBy}`;

/** `%` and `_` typed by the user are literal characters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function conditions(shape: Shape): SQL[] {
  const found: SQL[] = [isNull(users.deletedAt)];
  if (shape.name) {
    const pattern = sql.placeholder('pattern');
    found.push(sql`(${contacts.firstName} ilike ${pattern} or ${contacts.lastName} ilike ${pattern}
      or ${contacts.companyName} ilike ${pattern} or ${users.login} ilike ${pattern})`);
  }
  // Holding ANY of the roles: the array overlap the users_roles GIN index answers.
  if (shape.roles) found.push(sql`${users.roles} && ${sql.placeholder('roles')}::text[]`);
  if (shape.active) found.push(sql`${users.active} = ${sql.placeholder('active')}`);
  if (shape.awaiting === true) found.push(isNull(users.verifiedAt));
  if (shape.awaiting === false) found.push(sql`${users.verifiedAt} is not null`);
  return found;
}

/** Login ascending (unique among live accounts), or last name then first name for pickers. */
function order(shape: Shape): SQL[] {
  if (shape.orderBy === 'login') return [asc(users.login), asc(users.id)];
  return [
    sql`${contacts.lastName} asc nulls last`,
    sql`${contacts.firstName} asc nulls last`,
    asc(users.login),
    asc(users.id),
  ];
}

function values(query: TUsersQuery) {
  const { name, roles, active } = query.where;
  return {
    ...(name !== undefined ? { pattern: containsPattern(name) } : {}),
    ...(roles !== undefined ? { roles } : {}),
    ...(active !== undefined ? { active } : {}),
    take: query.pagination.take,
    skip: query.pagination.skip,
  };
}

type CountedUser = UserModel & { matching: number };

/** The page's rows, each with how many accounts match (an empty page has none). */
export function userPageQuery(db: Executor, query: TUsersQuery): BoundStatement<CountedUser[]> {
  const shape = shapeOf(query);
  const statement = preparedStatement(
    db,
    `users.page ${shapeKey(shape)}`,
    shape.name ? 'per-values' : 'reuse',
    () =>
      db
        .select({
          ...getTableColumns(users),
          matching: sql<number>`count(*) over ()`.mapWith(Number).as('matching'),
        })
        .from(users)
        .innerJoin(contacts, eq(contacts.id, users.contactId))
        .where(and(...conditions(shape)))
        .orderBy(...order(shape))
        .limit(sql.placeholder('take'))
        .offset(sql.placeholder('skip')),
  );
  return statement.bind(values(query));
}

/** How many accounts match; read only when the page came back empty. */
function userCountQuery(db: Executor, query: TUsersQuery): BoundStatement<{ matching: number }[]> {
  const shape = { ...shapeOf(query), orderBy: 'login' as const };
  const statement = preparedStatement(
    db,
    `users.count ${shapeKey(shape)}`,
    shape.name ? 'per-values' : 'reuse',
    () =>
      db
        .select({ matching: count().as('matching') })
        .from(users)
        .innerJoin(contacts, eq(contacts.id, users.contactId))
        .where(and(...conditions(shape))),
  );
  return statement.bind(values(query));
}

/** One page with its count: one statement, two only for a page past the end. */
export async function readUserPage(db: Executor, query: TUsersQuery): Promise<UsersPage> {
  const rows = await userPageQuery(db, query).run();
  const matching =
    rows[0]?.matching ??
    (query.pagination.skip === 0 ? 0 : ((await userCountQuery(db, query).run())[0]?.matching ?? 0));
  const items = rows.map(({ matching: _matching, ...user }) => user);
  return {
    items,
    total: matching,
    hasMore: query.pagination.skip + items.length < matching,
  };
}
