import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';

const ProfilePage = lazyPage(() => import('./pages/profile-page'), 'ProfilePage');

export const profileRoutes: FeatureRoute[] = [{ path: '/profile', element: <ProfilePage /> }];
