import type { TDoctorsQuery } from '@portal/domain';
import { and, count, eq, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement, type BoundStatement } from '../../db/prepared.js';
import { contacts, doctors, users } from '../../db/schema/index.js';
import { escapeLike, nameWords } from '../patients/patient-search.js';
import {
  accountId,
  doctorColumns,
  foldedName,
  hasAccount,
  isFacility,
  type DoctorModel,
} from './doctors.repository.js';

/**
 * A page of the doctors or facilities list (spec part 2 §2, issue 20 §1) with its count, read in
 * one statement (`count(*) over ()`, ADR 0029); the count alone only for a page past the end.
 * Records whose account was deleted stay listed without it. No index serves the orders or the
 * searches: doctors and facilities number in the thousands, so PostgreSQL sorts the matches
 * (docs/performance.md, "Doctors").
 */

export interface DoctorsPage {
  items: DoctorModel[];
  total: number;
  hasMore: boolean;
}

/** Which conditions a query has, and its order: everything the SQL text depends on. */
interface Shape {
  kind: TDoctorsQuery['where']['kind'];
  words: number;
  email: boolean;
  identifier: boolean;
  specialization: boolean;
  region: boolean;
  hasAccount: boolean | null;
  by: TDoctorsQuery['orderBy']['by'];
  direction: TDoctorsQuery['orderBy']['direction'];
}

function shapeOf({ where, orderBy }: TDoctorsQuery): Shape {
  return {
    kind: where.kind,
    words: where.name ? nameWords(where.name).length : 0,
    email: where.email !== undefined,
    identifier: where.identifier !== undefined,
    specialization: where.specialization !== undefined,
    region: where.region !== undefined,
    hasAccount: where.hasAccount ?? null,
    by: orderBy.by,
    direction: orderBy.direction,
  };
}

const shapeKey = (s: Shape) =>
  `${s.kind} w${s.words} ${+s.email}${+s.identifier}${+s.specialization}${+s.region}${String(s.hasAccount)} ${s.by} ${s.direction}`;

/** A LIKE pattern's plan depends on its value (db/prepared.ts). */
const planningOf = (s: Shape) => (s.words > 0 || s.email || s.identifier ? 'per-values' : 'reuse');

/** The account's login, or null for a doctor without a live account (deleted or NO_USER). */
const accountLogin = sql`(case when ${accountId} is not null then ${users.login} end)`;

/** The NIP as digits: people type it with dashes and spaces, and older records keep them. */
const nipDigits = sql`regexp_replace(${contacts.nip}, '[\\s-]', '', 'g')`;

function conditions(s: Shape): SQL[] {
  const found: SQL[] = [s.kind === 'DOCTOR' ? isNotNull(doctors.licenseNumber) : isFacility];
  for (let index = 0; index < s.words; index += 1) {
    found.push(sql`${foldedName} like search_fold(${sql.placeholder(`word${index}`)})`);
  }
  if (s.email) {
    const pattern = sql.placeholder('email');
    found.push(sql`(${accountLogin} ilike ${pattern}
      or exists (select from unnest(${contacts.emailAddresses}) as address where address ilike ${pattern}))`);
  }
  if (s.identifier) {
    const column = s.kind === 'DOCTOR' ? doctors.licenseNumber : nipDigits;
    found.push(sql`${column} like ${sql.placeholder('identifier')}`);
  }
  if (s.specialization) {
    found.push(
      sql`${doctors.specializations} @> array[${sql.placeholder('specialization')}]::text[]`,
    );
  }
  if (s.region) found.push(sql`${doctors.regions} @> array[${sql.placeholder('region')}]::text[]`);
  if (s.hasAccount === true) found.push(hasAccount);
  if (s.hasAccount === false) found.push(not(hasAccount));
  return found;
}

/**
 * The list's order (SDL `DoctorsOrderBy`), then the id, so equal keys page consistently. Names
 * compare in Polish alphabetical order; a missing login or sign-in comes last either way.
 */
function order(s: Shape): SQL[] {
  const dir = sql.raw(s.direction === 'ASC' ? 'asc' : 'desc');
  const byId = sql`${doctors.id} ${dir}`;
  switch (s.by) {
    case 'name':
      return [
        sql`${contacts.lastName} collate "polish" ${dir} nulls last`,
        sql`${contacts.firstName} collate "polish" ${dir} nulls last`,
        sql`${contacts.companyName} collate "polish" ${dir} nulls last`,
        byId,
      ];
    case 'email':
      return [sql`${accountLogin} ${dir} nulls last`, byId];
    case 'registrationDate':
      return [sql`${doctors.createdAt} ${dir}`, byId];
    case 'lastLoginDate':
      return [
        sql`(case when ${accountId} is not null then ${users.lastLoginDate} end) ${dir} nulls last`,
        byId,
      ];
  }
}

function values({ where, pagination }: TDoctorsQuery) {
  const words = where.name ? nameWords(where.name) : [];
  return {
    ...Object.fromEntries(words.map((word, index) => [`word${index}`, `%${escapeLike(word)}%`])),
    ...(where.email !== undefined ? { email: `%${escapeLike(where.email)}%` } : {}),
    // Digits only (ZDoctorsFilter): nothing to escape.
    ...(where.identifier !== undefined ? { identifier: `${where.identifier}%` } : {}),
    ...(where.specialization !== undefined ? { specialization: where.specialization } : {}),
    ...(where.region !== undefined ? { region: where.region } : {}),
    take: pagination.take,
    skip: pagination.skip,
  };
}

type CountedDoctor = DoctorModel & { matching: number };

/** The page's rows, each with how many records match (an empty page has none). */
export function doctorsPageQuery(
  db: Executor,
  query: TDoctorsQuery,
): BoundStatement<CountedDoctor[]> {
  const shape = shapeOf(query);
  const statement = preparedStatement(
    db,
    `doctors.page ${shapeKey(shape)}`,
    planningOf(shape),
    () =>
      db
        .select({
          ...doctorColumns,
          matching: sql<number>`count(*) over ()`.mapWith(Number).as('matching'),
        })
        .from(doctors)
        .innerJoin(contacts, eq(contacts.id, doctors.contactId))
        .leftJoin(users, eq(users.id, doctors.userId))
        .where(and(...conditions(shape)))
        .orderBy(...order(shape))
        .limit(sql.placeholder('take'))
        .offset(sql.placeholder('skip')),
  );
  return statement.bind(values(query));
}

/** How many records match; read only when the page came back empty. */
function doctorsCountQuery(
  db: Executor,
  query: TDoctorsQuery,
): BoundStatement<{ matching: number }[]> {
  const shape: Shape = { ...shapeOf(query), by: 'registrationDate', direction: 'ASC' };
  const statement = preparedStatement(
    db,
    `doctors.count ${shapeKey(shape)}`,
    planningOf(shape),
    () =>
      db
        .select({ matching: count().as('matching') })
        .from(doctors)
        .innerJoin(contacts, eq(contacts.id, doctors.contactId))
        .leftJoin(users, eq(users.id, doctors.userId))
        .where(and(...conditions(shape))),
  );
  return statement.bind(values(query));
}

/** One page with its count: one statement, two only for a page past the end. */
export async function readDoctorsPage(db: Executor, query: TDoctorsQuery): Promise<DoctorsPage> {
  const rows = await doctorsPageQuery(db, query).run();
  const matching =
    rows[0]?.matching ??
    (query.pagination.skip === 0
      ? 0
      : ((await doctorsCountQuery(db, query).run())[0]?.matching ?? 0));
  const items = rows.map(({ matching: _matching, ...doctor }) => doctor);
  return { items, total: matching, hasMore: query.pagination.skip + items.length < matching };
}
