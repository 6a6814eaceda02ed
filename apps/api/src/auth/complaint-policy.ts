import { roleHas } from '@portal/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { complaints } from '../db/schema/index.js';
import type { Actor } from './actor.js';

/** The rules read who acts and as which role; the address is only for the audit trail. */
type PolicyActor = Pick<Actor, 'userId' | 'role'>;

/**
 * Which complaints a caller may see and change (spec part 2 §6; issue 21 §2; ADR 0050), as every
 * read applies it:
 *
 * - `every`: the desk (Admin, Technician, Manager, Registration).
 * - `responsible`: a user of the Complaints role — the complaints they are responsible for,
 *   through `complaints_responsible_order`.
 * - `none`: anyone else. Deny by default.
 */
export interface ComplaintScope {
  shape: 'every' | 'responsible' | 'none';
  values: { scopeId?: number };
}

/** The placeholder of the responsible user's id in a scoped statement. */
const SCOPE_RESPONSIBLE = sql.placeholder('scopeId');

export function complaintScope(actor: PolicyActor): ComplaintScope {
  if (!roleHas(actor.role, 'complaints.list')) return { shape: 'none', values: {} };
  if (actor.role === 'Complaints') {
    return { shape: 'responsible', values: { scopeId: actor.userId } };
  }
  return { shape: 'every', values: {} };
}

/** One SQL condition on `complaints` admitting exactly the scope's complaints (placeholder bound). */
export function complaintScopeCondition(scope: ComplaintScope): SQL {
  switch (scope.shape) {
    case 'every':
      return sql`true`;
    case 'none':
      return sql`false`;
    case 'responsible':
      return eq(complaints.responsiblePersonId, SCOPE_RESPONSIBLE);
  }
}

/**
 * Handing a complaint to someone else: the desk may; a Complaints user keeps it theirs (they
 * resolve what they are given, they do not reassign it).
 */
export const mayReassignComplaint = (actor: PolicyActor) =>
  roleHas(actor.role, 'complaints.edit') && actor.role !== 'Complaints';
