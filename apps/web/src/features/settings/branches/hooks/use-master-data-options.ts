import { useQuery } from '@apollo/client/react';
import { MasterDataOptionsDocument } from '../../../../__generated__/graphql';

/** The app config's lists a branch and its devices choose from. */
export interface MasterDataOptions {
  regions: readonly string[];
  deviceTypes: readonly string[];
  radiationGroups: readonly string[];
}

const NONE: MasterDataOptions = { regions: [], deviceTypes: [], radiationGroups: [] };

/**
 * The regions, device types and radiation groups of the app config; empty until it arrives. The
 * server checks every value against the app config either way.
 */
export function useMasterDataOptions(): MasterDataOptions {
  const { data } = useQuery(MasterDataOptionsDocument);
  return data?.appConfig ?? NONE;
}
