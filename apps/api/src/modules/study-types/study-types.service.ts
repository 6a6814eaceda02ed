import type { TStudyTypeInput } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Database, Executor } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { studyTypes } from '../../db/schema/index.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { violatesConstraint } from '../../db/constraint-violation.js';
import { duplicateStudyTypeCode, studyTypeNotFound } from './study-type-errors.js';
import {
  isStudyTypeReferenced,
  STUDY_TYPE_REFERENCES,
  type StudyTypeReference,
} from './study-type-references.js';
import { changedFields, snapshotOf } from './study-type-snapshot.js';
import {
  deleteChildRows,
  findStudyType,
  insertChildRows,
  lockStudyType,
  studyTypeColumns,
  studyTypeIdWithCode,
  type StudyTypeRow,
} from './study-types.repository.js';

export interface StudyTypeDeps {
  db: Database;
}

export interface StudyTypeDeletion {
  deleted: boolean;
  deactivated: boolean;
}

const audit = entityAudit('studyType');

/** The friendly refusal of a code another type has; the unique index decides races. */
async function requireFreeCode(db: Executor, code: string, ownId?: number): Promise<void> {
  const holder = await studyTypeIdWithCode(db, code);
  if (holder !== undefined && holder !== ownId) throw duplicateStudyTypeCode(code);
}

/** Runs a save; a code taken meanwhile by another save (23505) is the same clear refusal. */
async function savingCode<T>(code: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (violatesConstraint(error, 'study_types_code')) throw duplicateStudyTypeCode(code);
    throw error;
  }
}

/** createStudyType: the type and its child rows, with its audit row, in one transaction. */
export async function createStudyType(
  { db }: StudyTypeDeps,
  admin: Actor,
  input: TStudyTypeInput,
): Promise<StudyTypeRow> {
  await requireFreeCode(db, input.code);
  return savingCode(input.code, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(studyTypes).values(studyTypeColumns(input)).returning();
      await insertChildRows(tx, row!.id, input);
      const details = { before: null, after: await snapshotOf(tx, row!) };
      await audit(tx, admin, 'studyType.create', row!.id, details);
      return row!;
    }),
  );
}

/**
 * updateStudyType: the type's fields, and its prices, presets and durations replaced by the
 * input's, in one transaction with the audit row of what changed. `version` is the one the Admin
 * edited: a stale save is refused with STALE_VERSION (ADR 0021).
 */
export async function updateStudyType(
  { db }: StudyTypeDeps,
  admin: Actor,
  { id, version, input }: { id: number; version: number; input: TStudyTypeInput },
): Promise<StudyTypeRow> {
  await requireFreeCode(db, input.code, id);
  const stale = await savingCode(input.code, () =>
    db.transaction(async (tx) => {
      const current = await lockStudyType(tx, id);
      if (!current) throw studyTypeNotFound(id);
      const claim = await claimVersion(tx, studyTypes, id, version);
      if (!claim.claimed) return { currentVersion: claim.currentVersion };
      const before = await snapshotOf(tx, current);
      const [row] = await tx
        .update(studyTypes)
        .set(studyTypeColumns(input))
        .where(eq(studyTypes.id, id))
        .returning();
      await deleteChildRows(tx, id);
      await insertChildRows(tx, id, input);
      await audit(
        tx,
        admin,
        'studyType.update',
        id,
        changedFields(before, await snapshotOf(tx, row!)),
      );
      return null;
    }),
  );
  if (stale) {
    // After the transaction: its rollback must not take the record of the refusal with it.
    const details = { reason: 'staleVersion', version, currentVersion: stale.currentVersion };
    await audit(db, admin, 'studyType.update', id, details, 'failure');
    throw staleVersion(stale.currentVersion);
  }
  return (await findStudyType(db, id))!;
}

/**
 * deleteStudyType (ADR 0030): a type that records still name is deactivated — it leaves every
 * picker and keeps its history —, one nothing names is deleted with its child rows. The check,
 * the change and the audit row are one transaction, so nothing can start naming the type between
 * them. `references` is the list of checks (study-type-references.ts).
 */
export async function deleteStudyType(
  { db }: StudyTypeDeps,
  admin: Actor,
  id: number,
  references: readonly StudyTypeReference[] = STUDY_TYPE_REFERENCES,
): Promise<StudyTypeDeletion> {
  return db.transaction(async (tx) => {
    const current = await lockStudyType(tx, id);
    if (!current) throw studyTypeNotFound(id);
    if (await isStudyTypeReferenced(tx, id, references)) {
      await tx
        .update(studyTypes)
        .set({ active: false, version: sql`${studyTypes.version} + 1` })
        .where(eq(studyTypes.id, id));
      const details = { before: { active: current.active }, after: { active: false } };
      await audit(tx, admin, 'studyType.deactivate', id, details);
      return { deleted: false, deactivated: true };
    }
    const before = await snapshotOf(tx, current);
    await tx.delete(studyTypes).where(eq(studyTypes.id, id));
    await audit(tx, admin, 'studyType.delete', id, { before, after: null });
    return { deleted: true, deactivated: false };
  });
}
