import { ROLES } from '@portal/domain';
import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { kioskRoute } from '../features/kiosk/routes';
import { RouteGuard } from '../shared/auth/route-guard';
import { GUARDED_ROUTES } from './feature-routes';
import { RootRedirect } from './root-redirect';
import { AppShell } from './shell/app-shell';

const SIGNED_IN = { path: '/', anyOf: ROLES };

export function createPortalRouter() {
  return createBrowserRouter([
    { path: '/login', element: <LoginPage /> },
    kioskRoute,
    {
      element: (
        <RouteGuard access={SIGNED_IN}>
          <AppShell />
        </RouteGuard>
      ),
      children: [
        { index: true, element: <RootRedirect /> },
        ...GUARDED_ROUTES.map(({ path, access, element }) => ({
          path,
          element: <RouteGuard access={access}>{element}</RouteGuard>,
        })),
        // The fallback behaves like the index and is authenticated (spec part 1 §2).
        { path: '*', element: <RootRedirect /> },
      ],
    },
  ]);
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
