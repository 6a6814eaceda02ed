import { roleHas, type Role } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import { userBranches } from '../db/schema/index.js';
import type { Actor } from './actor.js';

type PolicyActor = Pick<Actor, 'userId' | 'role'>;

/** Which branches' calendars a caller works with, as every calendar statement applies it. */
export interface BranchScope {
  /**
   * One SQL condition on a branch id column (`branchId` below). Whose branches it admits is the
   * placeholder `branchUserId`, so a statement is built once for every user (db/prepared.ts).
   */
  condition: (branchId: SQL) => SQL;
  values: { branchUserId?: number };
  shape: 'every' | 'own' | 'none';
}

const EVERY: BranchScope = { condition: () => sql`true`, values: {}, shape: 'every' };
const NONE: BranchScope = { condition: () => sql`false`, values: {}, shape: 'none' };

/** Admin runs every branch; the other calendar roles run the branches they work in. */
const RUNS_EVERY_BRANCH = 'Admin';

/**
 * The branches whose calendars `actor` may read and book (spec part 1 §6: "The calendar shows only
 * the user's own branches"; issue 14: a registrar of branch A neither reads nor writes branch B's
 * calendar). Admin: every branch. Technician, Manager, Registration: those of their user account
 * (`user_branches`, set in the users settings). Anyone without `appointments.calendar`: none.
 * Outside the scope a booking simply does not exist for the caller.
 */
export function branchScope(actor: PolicyActor): BranchScope {
  if (!roleHas(actor.role, 'appointments.calendar')) return NONE;
  if (actor.role === RUNS_EVERY_BRANCH) return EVERY;
  return {
    condition: (branchId) => sql`exists (select 1 from ${userBranches}
      where ${userBranches.userId} = ${sql.placeholder('branchUserId')}
        and ${userBranches.branchId} = ${branchId})`,
    values: { branchUserId: actor.userId },
    shape: 'own',
  };
}

/**
 * branchScope for one event and one subscriber, without a query: the session carries the
 * subscriber's branches (auth/sessions.ts).
 */
export function sessionRunsBranch(
  session: { currentRole: Role; branchIds: readonly number[] },
  branchId: number,
): boolean {
  if (!roleHas(session.currentRole, 'appointments.calendar')) return false;
  return session.currentRole === RUNS_EVERY_BRANCH || session.branchIds.includes(branchId);
}
