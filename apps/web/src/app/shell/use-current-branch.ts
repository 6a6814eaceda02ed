import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { CurrentBranchDocument, SetCurrentBranchDocument } from '../../__generated__/graphql';
import { sessionStore } from '../../shared/auth/session-store';
import type { CurrentUser } from '../../shared/auth/use-current-user';
import { useSession } from '../../shared/auth/use-session';

/**
 * The branch the user works in now. The server keeps it per user (so it follows them to another
 * device) and decides it when none was chosen; until its answer arrives the stored choice of this
 * browser stands in, else the first own branch. Pages read it from the app context record (spec part 1 §3), kept in step here.
 */
export function useCurrentBranch(user: CurrentUser | null) {
  const session = useSession();
  const branches = user?.branches ?? [];
  // Asked once the terms are accepted: the server answers nothing else before.
  const { data } = useQuery(CurrentBranchDocument, { skip: !session?.acceptedTerms });
  const [store] = useMutation(SetCurrentBranchDocument, {
    refetchQueries: [CurrentBranchDocument],
    awaitRefetchQueries: true,
  });
  const chosenId = data ? (data.currentBranch?.id ?? null) : (session?.currentBranch ?? null);
  const current =
    branches.find((branch) => branch.id === chosenId) ??
    (data ? null : (branches.find((branch) => branch.ownBranch) ?? branches[0] ?? null));

  useEffect(() => {
    if (user && (current?.id ?? null) !== (session?.currentBranch ?? null)) {
      sessionStore.update({ currentBranch: current?.id ?? null });
    }
  }, [user, current, session?.currentBranch]);

  /** Makes `branchId` the current branch; resolves to its name, or null when refused. */
  const choose = async (branchId: string): Promise<string | null> => {
    const result = await store({ variables: { branchId } });
    const chosen = result.data?.setCurrentBranch ?? null;
    if (chosen) sessionStore.update({ currentBranch: chosen.id });
    return chosen?.name ?? null;
  };

  return { current, branches, choose };
}
