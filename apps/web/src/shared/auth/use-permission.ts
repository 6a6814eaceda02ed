import { roleHas, type Permission } from '@portal/domain';
import { useSession } from './use-session';

/**
 * "May I?" for the UI, answered from the same catalogue the server enforces. The UI only hides
 * what the server would refuse anyway.
 */
export function usePermission(permission: Permission): boolean {
  const session = useSession();
  return roleHas(session?.currentRole, permission);
}
