import type { FeatureRoute } from '../../../shared/routing/feature-route';
import { lazyPage } from '../../../shared/routing/lazy-page';

const UsersListPage = lazyPage(() => import('./pages/users-list-page'), 'UsersListPage');
const UserAddPage = lazyPage(() => import('./pages/user-add-page'), 'UserAddPage');
const UserEditPage = lazyPage(() => import('./pages/user-edit-page'), 'UserEditPage');

/** The pages of /settings/users (issue 13); guards come from the domain's route access table. */
export const usersRoutes: FeatureRoute[] = [
  { path: '/settings/users', element: <UsersListPage /> },
  { path: '/settings/users/add', element: <UserAddPage /> },
  { path: '/settings/users/edit/:id', element: <UserEditPage /> },
];
