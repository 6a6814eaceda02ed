import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The pages of /settings/app-config (issue 13). */
export const appConfigRoutes: FeatureRoute[] = [];
