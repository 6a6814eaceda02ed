import { studyTypesWithoutStudy } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { mayCreateStudyFromReferal } from '../../auth/referral-policy.js';
import type { Executor } from '../../db/client.js';
import { referalStudyTypes } from '../../db/schema/index.js';
import { AppError, fieldRefused, forbidden } from '../../errors/app-error.js';
import { issuedStudyTypes } from './referal-writes.js';
import { referalsOf } from './referals.repository.js';

/**
 * A study created from a referral (spec part 2 §4 'save and add another', §5; issue 17 §1): run
 * first in addStudy's transaction. The referral is locked, so two desks issuing its last study
 * type at once cannot both pass; it must be open, for the study's patient, and still waiting for
 * a study of that type. Answers the study types still waiting before this study.
 */
export async function claimReferalStudyType(
  tx: Executor,
  actor: Actor,
  referalId: number,
  study: { patient: number; studyType: number },
): Promise<number[]> {
  const referal = await referalsOf(tx, actor).lock(referalId);
  if (!referal) throw fieldRefused('referal', 'errors.referral.notFound', { id: referalId });
  if (!mayCreateStudyFromReferal(actor, { completed: false })) throw forbidden();
  if (referal.completed) throw new AppError('CONFLICT', 'errors.referral.completed');
  if (referal.patientId !== study.patient) {
    throw fieldRefused('patient', 'errors.referral.patientMismatch');
  }
  const ordered = await tx
    .select({ studyTypeId: referalStudyTypes.studyTypeId })
    .from(referalStudyTypes)
    .where(eq(referalStudyTypes.referalId, referalId))
    .orderBy(asc(referalStudyTypes.position));
  const waiting = studyTypesWithoutStudy(
    ordered.map((row) => row.studyTypeId),
    [...(await issuedStudyTypes(tx, referalId))],
  );
  if (waiting.length === 0) throw new AppError('CONFLICT', 'errors.referral.allStudiesIssued');
  if (!waiting.includes(study.studyType)) {
    throw fieldRefused('studyType', 'errors.referral.studyTypeNotOnReferral');
  }
  return waiting;
}
