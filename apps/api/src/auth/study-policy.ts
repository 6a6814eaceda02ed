import { REFERRING_ROLES, roleHas, type Role, type StudyStatus } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import { doctors, studies, studyAccess } from '../db/schema/index.js';
import type { Actor } from './actor.js';

/** The rules read who acts and as which role; the address is only for the audit trail. */
type PolicyActor = Pick<Actor, 'userId' | 'role'>;

const isReferring = (role: Role) => (REFERRING_ROLES as readonly Role[]).includes(role);

/**
 * Which studies a caller may see (spec part 2 §2, issue 15), as every read of studies applies it:
 *
 * - `every`: the desk (Admin, Technician, Manager, Registration) and the other staff roles that
 *   work with studies they did not order (Coordinator, Complaints, HelpContact).
 * - `referrer`: Doctor, DentalOffice, Laboratory — studies whose leading or supporting doctor
 *   they are, or that were shared with them; never hidden ones ('Ukryj badanie (brak zgody)').
 * - `describer`: DescribingDoctor — the studies they are assigned to describe (hidden or not:
 *   the description is the clinic's work), plus what a referrer would see.
 * - `none`: anyone else (Patient: their results come from the public page). Deny by default.
 *
 * Referring and describing access is read from `study_access` (ADR 0034), kept with every save of
 * a study; whose access it is, is the placeholder `scopeId` (the user), so a statement is built
 * once for every doctor (db/prepared.ts).
 */
export interface StudyScope {
  shape: 'every' | 'referrer' | 'describer' | 'none';
  values: { scopeId?: number };
}

export function studyScope(actor: PolicyActor): StudyScope {
  if (!roleHas(actor.role, 'studies.view')) return { shape: 'none', values: {} };
  if (actor.role === 'DescribingDoctor') {
    return { shape: 'describer', values: { scopeId: actor.userId } };
  }
  if (isReferring(actor.role)) return { shape: 'referrer', values: { scopeId: actor.userId } };
  if (actor.role === 'Patient') return { shape: 'none', values: {} };
  return { shape: 'every', values: {} };
}

/** The doctor record of the scope's user: one row at most (`doctors_user` is unique). */
export const SCOPE_DOCTOR = sql`(select ${doctors.id} from ${doctors} where ${doctors.userId} = ${sql.placeholder('scopeId')})`;

/** Which `study_access` rows grant the scope: referrers need `as_referrer`, describers either. */
export function accessGrants(scope: StudyScope): SQL {
  return scope.shape === 'referrer' ? sql`${studyAccess.asReferrer}` : sql`true`;
}

/** One SQL condition on `studies` admitting exactly the scope's studies. */
export function studyScopeCondition(scope: StudyScope): SQL {
  switch (scope.shape) {
    case 'every':
      return sql`true`;
    case 'none':
      return sql`false`;
    default:
      return sql`exists (select 1 from ${studyAccess} where ${studyAccess.studyId} = ${studies.id}
        and ${studyAccess.doctorId} = ${SCOPE_DOCTOR} and ${accessGrants(scope)})`;
  }
}

/** Deleting a study (part 2 §6): the desk; Registration only while Draft or Paid. */
export function mayDeleteStudy(actor: PolicyActor, study: { status: StudyStatus }): boolean {
  if (!roleHas(actor.role, 'studies.delete')) return false;
  return actor.role !== 'Registration' || study.status !== 'Performed';
}

/**
 * Whether the caller reads the description request comment of a study: referring roles do not
 * when the description is incognito (part 2 §6).
 */
export function mayReadRequestComment(
  actor: PolicyActor,
  study: { incognitoDescription: boolean },
) {
  return !(isReferring(actor.role) && study.incognitoDescription);
}

/** Internal information, the flags' editing and the radiology data (part 2 §6). */
export const mayUseInternalFields = (actor: PolicyActor) =>
  roleHas(actor.role, 'studies.internalFields');
