import { REFERRING_ROLES, roleHas, STAFF_ROLES, type Role } from '@portal/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { consentRequests, patientAccess, patients } from '../db/schema/index.js';
import type { Actor } from './actor.js';

/** The rules read who acts and as which role; the address is only for the audit trail. */
type PolicyActor = Pick<Actor, 'userId' | 'role'>;

const isStaff = (role: Role) => (STAFF_ROLES as readonly Role[]).includes(role);
const isReferring = (role: Role) => (REFERRING_ROLES as readonly Role[]).includes(role);

/** Which patients a caller may see, as every query that reads patients applies it. */
export interface PatientScope {
  /**
   * One SQL condition on `patients`. Whose patients it admits is the placeholder `scopeId`, so
   * that a statement is built once for every doctor (db/prepared.ts): run it with `values`.
   */
  condition: SQL;
  /** The placeholders' values of `condition`. */
  values: { scopeId?: number };
  /** Names the condition's shape, for the key of a statement built with it. */
  shape: 'every' | 'own' | 'none' | 'tablet';
  /** Whether the condition admits every patient (staff): totals may come from the count. */
  everyPatient: boolean;
}

const SCOPE_ID = sql.placeholder('scopeId');

const EVERY: PatientScope = {
  condition: sql`true`,
  values: {},
  shape: 'every',
  everyPatient: true,
};
const NONE: PatientScope = {
  condition: sql`false`,
  values: {},
  shape: 'none',
  everyPatient: false,
};
/**
 * A referring user's patients: those they created, those their doctor profile issued a referral
 * for, and those of the studies it sees as a referrer (leading, supporting, shared; never hidden
 * ones — `study_access`, ADR 0034). Kept as rows of their own, `patient_access` (ADR 0042): one
 * probe of its primary key per patient, and the list walks `patient_access_order`
 * (modules/patients/patient-page.ts).
 */
const OWN_CONDITION = sql`exists (select 1 from ${patientAccess} where ${and(
  eq(patientAccess.userId, SCOPE_ID),
  eq(patientAccess.patientId, patients.id),
)})`;
const SENT_TO_TABLET_CONDITION = sql`exists (select 1 from ${consentRequests} where ${and(
  eq(consentRequests.patientId, patients.id),
  eq(consentRequests.tabletId, SCOPE_ID),
)})`;

/**
 * Which patients `actor` may see. Every query that reads patients (list, search, count, by id,
 * their files) is built with it, so a forgotten check cannot leak another doctor's patient; a
 * patient outside the scope simply does not exist for the caller.
 *
 * - Staff (Admin, Manager, Technician, Registration, DescribingDoctor, Coordinator, Complaints,
 *   HelpContact): every patient.
 * - Referring roles (Doctor, DentalOffice, Laboratory): their own patients — created by them,
 *   referred by them, or of a study they see as a referrer (OWN_CONDITION, `patient_access`).
 * - Anyone else (Patient), or a role without `patients.view`: none. Deny by default.
 */
export function patientScope(actor: PolicyActor): PatientScope {
  if (!roleHas(actor.role, 'patients.view')) return NONE;
  if (isStaff(actor.role)) return EVERY;
  if (isReferring(actor.role)) {
    return {
      condition: OWN_CONDITION,
      values: { scopeId: actor.userId },
      shape: 'own',
      everyPatient: false,
    };
  }
  return NONE;
}

/**
 * Which patients a paired tablet (ADR 0014) may read: those of consent requests sent to it, and
 * only what the kiosk shows of them (name, birth date, gender: patients.repository.ts).
 */
export function tabletPatientScope(tabletId: number): PatientScope {
  return {
    condition: SENT_TO_TABLET_CONDITION,
    values: { scopeId: tabletId },
    shape: 'tablet',
    everyPatient: false,
  };
}

/** What the edit rule needs to know about a patient the actor can already see. */
export interface EditFacts {
  createdById: number | null;
  /** From modules/patients/patient-dependents.ts: the one place that knows about studies. */
  hasStudies: boolean;
}

/**
 * Editing a visible patient (spec part 1 §6): Admin, Registration and Technician always
 * (`patients.edit`); besides them the patient's creator, while the patient has no studies ("edit
 * from the view", `patients.editOwn`). The server cannot tell the view from the list, so this one
 * rule answers both the mutation and `Patient.canEdit` (ADR 0013, ADR 0023).
 */
export function mayEditPatient(actor: PolicyActor, patient: EditFacts): boolean {
  if (roleHas(actor.role, 'patients.edit')) return true;
  return (
    roleHas(actor.role, 'patients.editOwn') &&
    patient.createdById === actor.userId &&
    !patient.hasStudies
  );
}

/**
 * Changing an existing patient's identity number (`contact.ssn`, `ssnIsPesel`) is for callers
 * who see every patient (ADR 0021). Anyone else could otherwise learn whether a number belongs
 * to a patient they may not see: the uniqueness check would tell them. Their edits keep the
 * number as it is; `Patient.canEditIdentity` answers the same rule.
 */
export function mayChangeIdentity(actor: PolicyActor): boolean {
  return patientScope(actor).everyPatient;
}

/**
 * Deleting a visible patient: Admin, Registration and Technician. Whether studies or referrals
 * still depend on the patient is a state check of the service, not a permission.
 */
export function mayDeletePatient(actor: PolicyActor): boolean {
  return roleHas(actor.role, 'patients.delete');
}
