import { roleHas, type Permission } from '@portal/domain';
import { useSession } from './use-session';

/**
 * "May I?" for the UI, answered from the same catalogue the server enforces (ADR 0023): for an
 * action, the permission its operation declares (`patients.add` for addPatient); for what only the
 * UI shows, a UI capability (`patients.tab.studies`). A rule that depends on the record is the
 * server's answer on the record itself (`Patient.canEdit`), never guessed here.
 */
export function usePermission(permission: Permission): boolean {
  const session = useSession();
  return roleHas(session?.currentRole, permission);
}
