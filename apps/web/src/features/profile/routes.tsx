import type { FeatureRoute } from '../../shared/routing/feature-route';
import { ProfilePage } from './pages/profile-page';

export const profileRoutes: FeatureRoute[] = [{ path: '/profile', element: <ProfilePage /> }];
