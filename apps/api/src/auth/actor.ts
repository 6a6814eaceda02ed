import type { Role } from '@portal/domain';

/**
 * Who a service acts for: the signed-in user, the role the request acts as (ADR 0004) and the
 * address the audit trail records. The one caller type of every module; services take
 * `(deps, actor, input)` and never the GraphQL context, and scoped data access is bound to it
 * (modules/patients/patients.repository.ts `patientsOf`).
 */
export interface Actor {
  userId: number;
  role: Role;
  address: string;
}
