import { STUDY_TYPES_PAGE_SIZE, type StudyTypeOptions, type TStudyTypeInput } from '@portal/domain';
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement, type BoundStatement } from '../../db/prepared.js';
import {
  appConfig,
  devices,
  studyTypeDevices,
  studyTypePrices,
  studyTypeRadiologies,
  studyTypes,
} from '../../db/schema/index.js';

export type StudyTypeRow = typeof studyTypes.$inferSelect;
export type StudyTypePriceRow = typeof studyTypePrices.$inferSelect;
export type StudyTypeRadiologyRow = typeof studyTypeRadiologies.$inferSelect;
export type StudyTypeDeviceRow = typeof studyTypeDevices.$inferSelect;

/**
 * The lists' order (spec part 2 §7): onReferalOrder with nulls last, then name, then id — the
 * order of the index `study_types_list_order`, so the first page is read off the index.
 */
const listOrder = () => [
  sql`${studyTypes.onReferalOrder} asc nulls last`,
  asc(studyTypes.name),
  asc(studyTypes.id),
];

/** The `studyTypes` list: the first STUDY_TYPES_PAGE_SIZE types, active ones unless asked. */
export function studyTypesQuery(
  db: Executor,
  includeInactive: boolean,
): BoundStatement<StudyTypeRow[]> {
  const shape = `studyTypes.list ${includeInactive}`;
  const statement = preparedStatement(db, shape, 'reuse', () =>
    db
      .select()
      .from(studyTypes)
      .where(includeInactive ? undefined : eq(studyTypes.active, true))
      .orderBy(...listOrder())
      .limit(sql.placeholder('take')),
  );
  return statement.bind({ take: STUDY_TYPES_PAGE_SIZE });
}

/**
 * `branchStudyTypes` in one statement: the active types one of the branch's enabled devices can
 * perform (their device type has a duration), or only `deviceId`'s when given. A device of
 * another branch matches no device row, so the answer is empty.
 */
export function branchStudyTypesQuery(
  db: Executor,
  filter: { branchId: number; deviceId?: number | undefined },
): BoundStatement<StudyTypeRow[]> {
  const oneDevice = filter.deviceId !== undefined;
  const shape = `studyTypes.branch ${oneDevice}`;
  const statement = preparedStatement(db, shape, 'reuse', () => {
    const performedThere = db
      .select({ one: sql`1` })
      .from(studyTypeDevices)
      .innerJoin(devices, eq(devices.deviceType, studyTypeDevices.deviceType))
      .where(
        and(
          eq(studyTypeDevices.studyTypeId, studyTypes.id),
          eq(devices.branchId, sql.placeholder('branchId')),
          eq(devices.enabled, true),
          oneDevice ? eq(devices.id, sql.placeholder('deviceId')) : undefined,
        ),
      );
    return db
      .select()
      .from(studyTypes)
      .where(and(eq(studyTypes.active, true), exists(performedThere)))
      .orderBy(...listOrder())
      .limit(sql.placeholder('take'));
  });
  return statement.bind({ ...filter, take: STUDY_TYPES_PAGE_SIZE });
}

export async function findStudyType(db: Executor, id: number): Promise<StudyTypeRow | undefined> {
  const [row] = await db.select().from(studyTypes).where(eq(studyTypes.id, id));
  return row;
}

/** Locks a study type for the rest of the transaction (one change at a time per type). */
export async function lockStudyType(tx: Executor, id: number): Promise<StudyTypeRow | undefined> {
  const [row] = await tx.select().from(studyTypes).where(eq(studyTypes.id, id)).for('update');
  return row;
}

/** The id of the type with `code`, if any (the friendly check before the unique index). */
export async function studyTypeIdWithCode(db: Executor, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: studyTypes.id })
    .from(studyTypes)
    .where(eq(studyTypes.code, code));
  return row?.id;
}

// The child rows of many types at once, in the order they were entered (a loader's batch).

export function findPricesOf(db: Executor, ids: readonly number[]): Promise<StudyTypePriceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(studyTypePrices)
    .where(inArray(studyTypePrices.studyTypeId, [...ids]))
    .orderBy(asc(studyTypePrices.id));
}

export function findRadiologiesOf(
  db: Executor,
  ids: readonly number[],
): Promise<StudyTypeRadiologyRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(studyTypeRadiologies)
    .where(inArray(studyTypeRadiologies.studyTypeId, [...ids]))
    .orderBy(asc(studyTypeRadiologies.id));
}

export function findDevicesOf(db: Executor, ids: readonly number[]): Promise<StudyTypeDeviceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(studyTypeDevices)
    .where(inArray(studyTypeDevices.studyTypeId, [...ids]))
    .orderBy(asc(studyTypeDevices.id));
}

/** The app config's price groups and device types, the only ones a study type may name. */
export async function readStudyTypeOptions(db: Executor): Promise<StudyTypeOptions> {
  const [row] = await db.select({ data: appConfig.data }).from(appConfig);
  return { priceGroups: row?.data.priceGroups ?? [], deviceTypes: row?.data.deviceTypes ?? [] };
}

/** The columns of `study_types` an input sets. */
export function studyTypeColumns(input: TStudyTypeInput) {
  const {
    studyTypePrices: _prices,
    studyTypeRadiologies: _radiologies,
    studyTypeDevices: _devices,
    active,
    ...columns
  } = input;
  return active === null || active === undefined ? columns : { ...columns, active };
}

/** Removes the prices, presets and durations of type `id` (before a save writes new ones). */
export async function deleteChildRows(tx: Executor, id: number): Promise<void> {
  await tx.delete(studyTypePrices).where(eq(studyTypePrices.studyTypeId, id));
  await tx.delete(studyTypeRadiologies).where(eq(studyTypeRadiologies.studyTypeId, id));
  await tx.delete(studyTypeDevices).where(eq(studyTypeDevices.studyTypeId, id));
}

/** Writes the input's prices, presets and durations as the child rows of type `id`. */
export async function insertChildRows(
  tx: Executor,
  id: number,
  input: TStudyTypeInput,
): Promise<void> {
  const withType = <T>(rows: T[]) => rows.map((row) => ({ ...row, studyTypeId: id }));
  if (input.studyTypePrices.length > 0) {
    await tx.insert(studyTypePrices).values(withType(input.studyTypePrices));
  }
  if (input.studyTypeRadiologies.length > 0) {
    await tx.insert(studyTypeRadiologies).values(withType(input.studyTypeRadiologies));
  }
  if (input.studyTypeDevices.length > 0) {
    await tx.insert(studyTypeDevices).values(withType(input.studyTypeDevices));
  }
}
