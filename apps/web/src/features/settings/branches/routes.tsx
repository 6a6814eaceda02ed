import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The pages of /settings/branches (issue 13). */
export const branchesRoutes: FeatureRoute[] = [];
