/** The app config's lists a branch and its devices choose from. */
export interface MasterDataOptions {
  regions: readonly string[];
  deviceTypes: readonly string[];
  radiationGroups: readonly string[];
}

/**
 * The installation's starting lists (apps/api/src/db/seed/app-config.ts). TEMPORARY: the
 * `appConfig` query is being built in parallel (issue 13, app config part); until it is in the
 * schema codegen refuses the operation (api/master-data-options.graphql.pending), so the form
 * offers these. The server checks every value against the real app config either way.
 */
const STARTING_OPTIONS: MasterDataOptions = {
  regions: ['mazowieckie', 'małopolskie', 'pomorskie'],
  deviceTypes: ['CBCT', 'PANTOMOGRAPH', 'CEPHALOSTAT', 'CT'],
  radiationGroups: ['2D', '3D'],
};

/** The regions, device types and radiation groups of the app config (ADR 0030). */
export function useMasterDataOptions(): MasterDataOptions {
  return STARTING_OPTIONS;
}
