import { useQuery } from '@apollo/client/react';
import { UserFormOptionsDocument } from '../../../../__generated__/graphql';

export interface BranchChoice {
  id: string;
  name: string;
}

/**
 * The regions (app config) and branches the user form offers, with whatever the account already
 * has, so a region removed from the config or a deactivated branch still shows and can be taken
 * away. Empty until the answer arrives; the server checks every value either way.
 */
export function useUserFormOptions(current: {
  regions: readonly string[];
  branches: readonly BranchChoice[];
}) {
  const { data } = useQuery(UserFormOptionsDocument);
  const regions = [...new Set([...(data?.appConfig.regions ?? []), ...current.regions])];
  const branches = new Map<string, BranchChoice>();
  for (const branch of [...(data?.branches.nodes ?? []), ...current.branches]) {
    branches.set(branch.id, { id: branch.id, name: branch.name });
  }
  return { regions, branches: [...branches.values()] };
}
