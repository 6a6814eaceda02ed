import { roleHas } from '@portal/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { visits } from '../db/schema/index.js';
import type { Actor } from './actor.js';

/** The rules read who acts and as which role; the address is only for the audit trail. */
type PolicyActor = Pick<Actor, 'userId' | 'role'>;

/**
 * Which visits a caller may see (spec part 2 §2, §6; issue 21 §1; ADR 0049), as every read
 * applies it:
 *
 * - `every`: the desk that follows the coordinators' work (Admin, Technician, Manager,
 *   Registration).
 * - `coordinator`: a Coordinator — the visits they run (coordinator = themselves), through
 *   `visits_coordinator_order`.
 * - `none`: anyone else. Deny by default.
 */
export interface VisitScope {
  shape: 'every' | 'coordinator' | 'none';
  values: { scopeId?: number };
}

/** The placeholder of the coordinator's user id in a scoped statement. */
export const SCOPE_COORDINATOR = sql.placeholder('scopeId');

export function visitScope(actor: PolicyActor): VisitScope {
  if (!roleHas(actor.role, 'visits.list')) return { shape: 'none', values: {} };
  if (actor.role === 'Coordinator') {
    return { shape: 'coordinator', values: { scopeId: actor.userId } };
  }
  return { shape: 'every', values: {} };
}

/**
 * One SQL condition on `visits` admitting exactly the scope's visits: with the user id as a
 * placeholder for a prepared statement (bind `scope.values`), or `inline` for a one-off one.
 */
export function visitScopeCondition(scope: VisitScope, { inline = false } = {}): SQL {
  switch (scope.shape) {
    case 'every':
      return sql`true`;
    case 'none':
      return sql`false`;
    case 'coordinator':
      return eq(visits.coordinatorId, inline ? (scope.values.scopeId ?? 0) : SCOPE_COORDINATOR);
  }
}

/**
 * Whose visits the caller plans and changes: Admin anybody's; a Coordinator only their own
 * (the coordinator of the visit, before and after the save).
 */
export function mayRunVisitsOf(actor: PolicyActor, coordinatorId: number): boolean {
  if (!roleHas(actor.role, 'visits.edit')) return false;
  return actor.role !== 'Coordinator' || coordinatorId === actor.userId;
}

interface VisitState {
  status: string;
  coordinatorId: number;
}

/** Edit, complete, cancel, delete (part 2 §4): only a Scheduled visit, by whoever runs it. */
export const mayChangeVisit = (actor: PolicyActor, visit: VisitState) =>
  visit.status === 'Scheduled' && mayRunVisitsOf(actor, visit.coordinatorId);

/** Planning the next visit from a Completed or Cancelled one (part 2 §4). */
export const mayPlanFollowUp = (actor: PolicyActor, visit: VisitState) =>
  visit.status !== 'Scheduled' &&
  roleHas(actor.role, 'visits.add') &&
  mayRunVisitsOf(actor, visit.coordinatorId);
