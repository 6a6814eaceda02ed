import type { Role } from '@portal/domain';
import type { TabletSession } from './tablet-sessions.js';

/**
 * Whoever calls, signed in or not: the address that throttles and the audit trail record. The
 * caller of a public operation (signing in, pairing a tablet).
 */
export interface Caller {
  address: string;
}

/**
 * Who a service acts for: the signed-in user, the role the request acts as (ADR 0004) and the
 * address the audit trail records. The one caller type of every module's signed-in operations;
 * services take `(deps, actor, input)` and never the GraphQL context, and scoped data access is
 * bound to it (modules/patients/patients.repository.ts `patientsOf`).
 */
export interface Actor extends Caller {
  userId: number;
  role: Role;
}

/** A paired kiosk acting (ADR 0014): a tablet is not a user and holds no role. */
export interface TabletActor extends Caller {
  tablet: TabletSession;
}
