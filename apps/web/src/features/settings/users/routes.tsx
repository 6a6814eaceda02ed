import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The pages of /settings/users (issue 13). */
export const usersRoutes: FeatureRoute[] = [];
