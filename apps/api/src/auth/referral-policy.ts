import { roleHas, type Role } from '@portal/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { referals } from '../db/schema/index.js';
import type { Actor } from './actor.js';
import { SCOPE_DOCTOR } from './study-policy.js';

/** The rules read who acts and as which role; the address is only for the audit trail. */
type PolicyActor = Pick<Actor, 'userId' | 'role'>;

/** Roles that issue referrals as doctors and see only the referrals they issued. */
const ISSUING_ROLES: readonly Role[] = ['Doctor', 'DescribingDoctor'];

/**
 * Which referrals a caller may see (spec part 2 §2, §6; issue 17), as every read applies it:
 *
 * - `every`: the clinic's desk and staff who hold 'referrals.list' (Admin, Manager, Technician,
 *   Registration, HelpContact).
 * - `issuer`: Doctor and DescribingDoctor — the referrals they issued (issuer = their doctor
 *   profile), through `referals_issuer_order`.
 * - `none`: anyone else (DentalOffice is refused by the permission; Patient holds the menu entry
 *   but no account of theirs is linked to a patient record). Deny by default.
 */
export interface ReferalScope {
  shape: 'every' | 'issuer' | 'none';
  values: { scopeId?: number };
}

export function referalScope(actor: PolicyActor): ReferalScope {
  if (!roleHas(actor.role, 'referrals.list') || actor.role === 'Patient') {
    return { shape: 'none', values: {} };
  }
  if (ISSUING_ROLES.includes(actor.role)) {
    return { shape: 'issuer', values: { scopeId: actor.userId } };
  }
  return { shape: 'every', values: {} };
}

/** One SQL condition on `referals` admitting exactly the scope's referrals. */
export function referalScopeCondition(scope: ReferalScope): SQL {
  switch (scope.shape) {
    case 'every':
      return sql`true`;
    case 'none':
      return sql`false`;
    case 'issuer':
      return eq(referals.issuerId, SCOPE_DOCTOR);
  }
}

interface ReferalState {
  completed: boolean;
}

/** Edit and delete (part 2 §4, §6): Admin, and a Doctor their own, while not completed. */
export const mayEditReferal = (actor: PolicyActor, referal: ReferalState) =>
  roleHas(actor.role, 'referrals.edit') && !referal.completed;

/** 'Zrealizuj' (part 2 §4, §6): Admin and Technician, while not completed. */
export const mayCompleteReferal = (actor: PolicyActor, referal: ReferalState) =>
  roleHas(actor.role, 'referrals.complete') && !referal.completed;

/** Creating a study from it (part 2 §6): Admin, Technician, Registration, while not completed. */
export const mayCreateStudyFromReferal = (actor: PolicyActor, referal: ReferalState) =>
  roleHas(actor.role, 'referrals.createStudy') && !referal.completed;

/** Choosing the issuer and filtering by issuer; anyone else issues as their own doctor profile. */
export const mayPickIssuer = (actor: PolicyActor) => roleHas(actor.role, 'referrals.pickIssuer');
