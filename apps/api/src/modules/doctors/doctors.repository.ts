import { DOCTOR_PICKER_LIMIT, type TDoctorOptionsWhere } from '@portal/domain';
import {
  and,
  asc,
  eq,
  getTableColumns,
  isNull,
  ne,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import {
  contacts,
  doctors,
  studies,
  studyDescribers,
  studyTypes,
  users,
} from '../../db/schema/index.js';
import type { ContactModel } from '../auth/users.repository.js';
import { hasReadyDescription } from '../files/study-file-conditions.js';
import { escapeLike, nameWords } from '../patients/patient-search.js';

/**
 * Doctors and facilities as pickers and the studies module read them: the row with its contact
 * and what its account allows, and a describer's load (spec part 2 §3, §5). Statements are built
 * once per shape (db/prepared.ts, ADR 0029).
 */

export interface DoctorModel {
  id: number;
  userId: number | null;
  /**
   * The account the doctor really has: `userId` unless that account was deleted or is a NO_USER
   * placeholder (then null). `Doctor.user` and the sign-in counts read it.
   */
  accountId: number | null;
  licenseNumber: string | null;
  specializations: string[];
  regions: string[];
  maxStudyHoursToDescribe: number | null;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  isFacility: boolean;
  hasAccount: boolean;
  isDescriber: boolean;
  contact: ContactModel;
}

// The account, if any, is left-joined: a doctor without one is still a doctor. A deleted account
// (users.deleted_at) counts as none: it can never sign in again (ADR 0030).
const liveAccount = sql`(${users.id} is not null and ${users.deletedAt} is null and ${users.active})`;

/** The login is the spec's NO_USER placeholder of a doctor without an account. */
const placeholderLogin = sql`starts_with(${users.login}, 'no_user')`;

/** The account's id unless it was deleted or is a placeholder; inactive accounts count. */
export const accountId = sql<
  number | null
>`case when ${users.deletedAt} is null and not ${placeholderLogin} then ${users.id} end`;

/**
 * The spec marks a doctor without an account by a login starting with NO_USER; logins are stored
 * in lower case (users_login_lower_case), so the marker is compared in lower case. starts_with,
 * not LIKE: `_` would be a wildcard.
 */
export const hasAccount = sql<boolean>`coalesce(${liveAccount} and not ${placeholderLogin}, false)`;

const isDescriber = sql<boolean>`coalesce(${liveAccount} and ${users.roles} @> array['DescribingDoctor']::text[], false)`;

/** A facility is a doctor row with a company name and no licence number (spec part 2 §3). */
export const isFacility = sql<boolean>`(${doctors.licenseNumber} is null and ${contacts.companyName} is not null)`;

export const doctorColumns = {
  id: doctors.id,
  userId: doctors.userId,
  accountId,
  licenseNumber: doctors.licenseNumber,
  specializations: doctors.specializations,
  regions: doctors.regions,
  maxStudyHoursToDescribe: doctors.maxStudyHoursToDescribe,
  note: doctors.note,
  createdAt: doctors.createdAt,
  updatedAt: doctors.updatedAt,
  version: doctors.version,
  isFacility,
  hasAccount,
  isDescriber,
  contact: getTableColumns(contacts),
};

/** Doctors with their contact and account, as DoctorModel; the lists add their conditions. */
export function selectDoctors(db: Executor) {
  return db
    .select(doctorColumns)
    .from(doctors)
    .innerJoin(contacts, eq(contacts.id, doctors.contactId))
    .leftJoin(users, eq(users.id, doctors.userId));
}

/** The first, last and company name folded (`search_fold`, migration 0003) for word searches. */
export const foldedName = sql`search_fold(concat_ws(' ', ${contacts.firstName}, ${contacts.lastName}, ${contacts.companyName}))`;

/** `column` is one of the ids bound as `ids`: one statement text for any number of them. */
export const idIn = (column: SQLWrapper) => sql`${column} = any(${sql.placeholder('ids')}::int[])`;

/**
 * The doctors of these ids, whatever their account: a study keeps naming a doctor whose account
 * was deleted (then hasAccount and isDescriber are false). Unknown ids are left out.
 */
export async function findDoctorsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<DoctorModel[]> {
  if (ids.length === 0) return [];
  const statement = preparedStatement(db, 'doctors.byIds', 'reuse', () =>
    selectDoctors(db).where(idIn(doctors.id)).orderBy(asc(doctors.id)),
  );
  return statement.bind({ ids: [...new Set(ids)] }).run();
}

/** Which conditions a picker's query has: everything its SQL text depends on. */
function optionsShape(where: TDoctorOptionsWhere) {
  return {
    words: where.search ? nameWords(where.search) : [],
    describersOnly: where.describersOnly === true,
    registeredOnly: where.registeredOnly === true,
  };
}

/**
 * The picker's first DOCTOR_PICKER_LIMIT matches (spec part 2 §9): by last name, then company name
 * (facilities have no last name, so they follow the doctors), in Polish alphabetical order, then id.
 * Each search word must occur in the folded first, last or company name: `search_fold` (migration
 * 0003) folds both sides, so 'lodz' finds 'Łódź'. No index serves it: doctors number in the
 * thousands at most, unlike patients.
 */
export async function doctorOptions(
  db: Executor,
  where: TDoctorOptionsWhere,
): Promise<DoctorModel[]> {
  const shape = optionsShape(where);
  const key = `doctors.options w${shape.words.length} d${+shape.describersOnly} r${+shape.registeredOnly}`;
  const statement = preparedStatement(
    db,
    key,
    // A LIKE pattern's plan depends on its value (db/prepared.ts).
    shape.words.length > 0 ? 'per-values' : 'reuse',
    () => {
      const conditions: SQL[] = [isNull(users.deletedAt)];
      shape.words.forEach((_word, index) => {
        conditions.push(sql`${foldedName} like search_fold(${sql.placeholder(`word${index}`)})`);
      });
      if (shape.describersOnly) conditions.push(isDescriber);
      if (shape.registeredOnly) conditions.push(hasAccount);
      return selectDoctors(db)
        .where(and(...conditions))
        .orderBy(
          sql`${contacts.lastName} collate "polish" asc nulls last`,
          sql`${contacts.companyName} collate "polish" asc nulls last`,
          asc(doctors.id),
        )
        .limit(sql.placeholder('take'));
    },
  );
  const words = Object.fromEntries(
    shape.words.map((word, index) => [`word${index}`, `%${escapeLike(word)}%`]),
  );
  return statement.bind({ ...words, take: DOCTOR_PICKER_LIMIT }).run();
}

export interface DescriberLoadRow {
  doctorId: number;
  vacationStart: string | null;
  vacationEnd: string | null;
  maxStudyHoursToDescribe: number | null;
  descriptionOccupancyHours: number;
  openStudies: number;
}

/**
 * Each doctor's describing load (spec part 2 §5, §9) in one statement: vacation and limit, and the
 * studies they describe that have no ready StudyDescription file yet, with the sum of their study
 * types' timeToDescribe. `exceptStudyId` leaves out the study being saved, so re-checking its own
 * describers does not count it twice. Unknown ids are absent from the map.
 */
export async function describerLoads(
  db: Executor,
  doctorIds: readonly number[],
  options: { exceptStudyId?: number } = {},
): Promise<Map<number, DescriberLoadRow>> {
  if (doctorIds.length === 0) return new Map();
  const except = options.exceptStudyId !== undefined;
  const statement = preparedStatement(db, `doctors.loads e${+except}`, 'reuse', () => {
    const open = db
      .select({
        doctorId: studyDescribers.doctorId,
        minutes: sql<number>`sum(${studyTypes.timeToDescribe})::int`.as('minutes'),
        studies: sql<number>`count(*)::int`.as('studies'),
      })
      .from(studyDescribers)
      .innerJoin(studies, eq(studies.id, studyDescribers.studyId))
      .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
      .where(
        and(
          idIn(studyDescribers.doctorId),
          except ? ne(studies.id, sql.placeholder('exceptStudyId')) : undefined,
          sql`not ${hasReadyDescription(studies.id)}`,
        ),
      )
      .groupBy(studyDescribers.doctorId)
      .as('open');
    return db
      .select({
        doctorId: doctors.id,
        vacationStart: users.vacationStart,
        vacationEnd: users.vacationEnd,
        maxStudyHoursToDescribe: doctors.maxStudyHoursToDescribe,
        minutes: sql<number>`coalesce(${open.minutes}, 0)`.mapWith(Number),
        openStudies: sql<number>`coalesce(${open.studies}, 0)`.mapWith(Number),
      })
      .from(doctors)
      .leftJoin(users, eq(users.id, doctors.userId))
      .leftJoin(open, eq(open.doctorId, doctors.id))
      .where(idIn(doctors.id));
  });
  const rows = await statement
    .bind({ ids: [...new Set(doctorIds)], exceptStudyId: options.exceptStudyId })
    .run();
  return new Map(
    rows.map(({ minutes, ...row }) => [
      row.doctorId,
      { ...row, descriptionOccupancyHours: minutes / 60 },
    ]),
  );
}
