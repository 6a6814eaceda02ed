import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The pages of /settings/programs (issue 13). */
export const programsRoutes: FeatureRoute[] = [];
