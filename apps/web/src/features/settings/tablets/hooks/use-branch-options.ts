import { useMemo } from 'react';
import { useCurrentUser } from '../../../../shared/auth/use-current-user';
import type { BranchOption } from '../components/branch-select';

/**
 * Branches a tablet may be registered for. There is no `branches` query yet (it comes with
 * /settings/branches); until then these are the signed-in user's own branches, plus the branch a
 * tablet already has, so editing never loses it.
 */
export function useBranchOptions(current?: BranchOption | null): readonly BranchOption[] {
  const { user } = useCurrentUser();
  return useMemo(() => {
    const options = new Map<string, BranchOption>();
    for (const branch of user?.branches ?? []) {
      options.set(branch.id, { id: branch.id, name: branch.name });
    }
    if (current && !options.has(current.id)) options.set(current.id, current);
    return [...options.values()].sort((a, b) => a.name.localeCompare(b.name, 'pl'));
  }, [user, current]);
}
