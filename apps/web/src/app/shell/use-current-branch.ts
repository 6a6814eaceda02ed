import { useEffect } from 'react';
import { sessionStore } from '../../shared/auth/session-store';
import type { CurrentUser } from '../../shared/auth/use-current-user';
import { useSession } from '../../shared/auth/use-session';

/**
 * The branch the user works in now: the stored one while the user still belongs to it, else the
 * first of their own (not partner) branches, else the first at all (kept in the app context
 * record, spec part 1 §3).
 */
export function useCurrentBranch(user: CurrentUser | null) {
  const session = useSession();
  const branches = user?.branches ?? [];
  const stored = branches.find((branch) => branch.id === session?.currentBranch);
  const current = stored ?? branches.find((branch) => branch.ownBranch) ?? branches[0] ?? null;

  useEffect(() => {
    if (user && (current?.id ?? null) !== (session?.currentBranch ?? null)) {
      sessionStore.update({ currentBranch: current?.id ?? null });
    }
  }, [user, current, session?.currentBranch]);

  return { current, branches };
}
