import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The pages of /settings/study-types (issue 13). */
export const studyTypesRoutes: FeatureRoute[] = [];
