import type { TReferalStudyTypeInput } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { mayPickIssuer } from '../../auth/referral-policy.js';
import type { Executor } from '../../db/client.js';
import {
  doctors,
  doctorStamps,
  files,
  referals,
  referalStudyTypes,
  studies,
  studyTypes,
} from '../../db/schema/index.js';
import { AppError, fieldRefused } from '../../errors/app-error.js';
import { ownDoctorId } from './referals.repository.js';

/**
 * What a referral's saves check and write besides its own row: who issues it and whether they
 * have a stamp (part 2 §5), its study types, and whether its studies complete it.
 */

/**
 * The issuer of a save: the picked doctor for the desk ('referrals.pickIssuer'), the caller's own
 * doctor profile for anyone else — whatever they sent (§5: "any non-Admin role gets the issuer
 * fixed to themselves").
 */
export async function resolveIssuer(
  db: Executor,
  actor: Actor,
  picked: number | undefined,
): Promise<number> {
  if (mayPickIssuer(actor)) {
    if (picked === undefined) throw fieldRefused('issuer', 'validation.referral.issuerRequired');
    const [doctor] = await db
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.id, picked));
    if (!doctor) throw fieldRefused('issuer', 'errors.study.doctorNotFound', { id: picked });
    return doctor.id;
  }
  const own = await ownDoctorId(db, actor.userId);
  if (own === undefined) throw new AppError('FORBIDDEN', 'errors.referral.noDoctorProfile');
  return own;
}

/** Which of these doctors have a stamp image that is stored and ready. */
export async function doctorsWithStamp(
  db: Executor,
  doctorIds: readonly number[],
): Promise<Set<number>> {
  if (doctorIds.length === 0) return new Set();
  const rows = await db
    .select({ doctorId: doctorStamps.doctorId })
    .from(doctorStamps)
    .innerJoin(files, eq(files.id, doctorStamps.fileId))
    .where(and(inArray(doctorStamps.doctorId, [...doctorIds]), eq(files.status, 'ready')));
  return new Set(rows.map((row) => row.doctorId));
}

/** A referral is not saved for an issuer without a stamp (§5): the print carries it. */
export async function requireStamp(db: Executor, issuerId: number): Promise<void> {
  if (!(await doctorsWithStamp(db, [issuerId])).has(issuerId)) {
    throw fieldRefused('issuer', 'errors.referral.stampRequired');
  }
}

/** Every study type named is active; a subtype must be one its study type offers. */
export async function checkStudyTypes(
  db: Executor,
  items: readonly TReferalStudyTypeInput[],
): Promise<void> {
  const ids = items.map((item) => item.studyType);
  const rows = await db
    .select({ id: studyTypes.id, subTypes: studyTypes.studySubTypes })
    .from(studyTypes)
    .where(and(inArray(studyTypes.id, ids), eq(studyTypes.active, true)));
  const offered = new Map(rows.map((row) => [row.id, new Set(row.subTypes)]));
  items.forEach((item, index) => {
    const subTypes = offered.get(item.studyType);
    const path = `referalToStudyTypes.${index}`;
    if (!subTypes) throw fieldRefused(`${path}.studyType`, 'errors.study.inactiveReference');
    if (item.studySubTypes.some((subType) => !subTypes.has(subType))) {
      throw fieldRefused(`${path}.studySubTypes`, 'errors.study.inactiveReference');
    }
  });
}

/**
 * The referral's study types as the form holds them. A type that already has a study stays (its
 * study names it); the others are replaced in the order given.
 */
export async function replaceStudyTypes(
  tx: Executor,
  referalId: number,
  items: readonly TReferalStudyTypeInput[],
): Promise<void> {
  const issued = await issuedStudyTypes(tx, referalId);
  const missing = [...issued].find((id) => !items.some((item) => item.studyType === id));
  if (missing !== undefined) {
    throw fieldRefused('referalToStudyTypes', 'errors.referral.studyTypeHasStudy');
  }
  await tx.delete(referalStudyTypes).where(eq(referalStudyTypes.referalId, referalId));
  await tx.insert(referalStudyTypes).values(
    items.map((item, position) => ({
      referalId,
      studyTypeId: item.studyType,
      remarks: item.remarks,
      studySubTypes: item.studySubTypes,
      position,
    })),
  );
}

/** The study types of the referral that have a study created from it. */
export async function issuedStudyTypes(db: Executor, referalId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ studyTypeId: studies.studyTypeId })
    .from(studies)
    .where(eq(studies.referalId, referalId));
  return new Set(rows.map((row) => row.studyTypeId));
}

/**
 * Completes the referral when every study type of it has a study (issue 17 §1); run in the
 * transaction that created the study. Answers whether it completed now.
 */
export async function completeWhenAllIssued(tx: Executor, referalId: number): Promise<boolean> {
  const completed = await tx
    .update(referals)
    .set({ completed: true, completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(referals.id, referalId),
        eq(referals.completed, false),
        sql`not exists (select 1 from ${referalStudyTypes}
          where ${referalStudyTypes.referalId} = ${referals.id}
          and not exists (select 1 from ${studies} where ${studies.referalId} = ${referals.id}
            and ${studies.studyTypeId} = ${referalStudyTypes.studyTypeId}))`,
      ),
    )
    .returning({ id: referals.id });
  return completed.length > 0;
}
