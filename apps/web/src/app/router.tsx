import { ROLES } from '@portal/domain';
import { createBrowserRouter, Outlet } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { kioskRoute } from '../features/kiosk/routes';
import { RouteGuard } from '../shared/auth/route-guard';
import { CookieBanner } from '../shared/cookies/cookie-banner';
import { NoAccessPage } from './errors/no-access-page';
import { NotFoundPage } from './errors/not-found-page';
import { GUARDED_ROUTES } from './feature-routes';
import { RootRedirect } from './root-redirect';
import { AppShell } from './shell/app-shell';

const SIGNED_IN = { path: '/', anyOf: ROLES };

/**
 * Pages people browse: they get the cookie banner (spec part 1 §2). The kiosk does not: it is the
 * tablet's screen, not a browsing session of the patient holding it (issue 12 §1).
 */
function BrowsingLayout() {
  return (
    <>
      <Outlet />
      <CookieBanner />
    </>
  );
}

export function createPortalRouter() {
  return createBrowserRouter([
    kioskRoute,
    {
      element: <BrowsingLayout />,
      children: [
        { path: '/login', element: <LoginPage /> },
        {
          element: (
            <RouteGuard access={SIGNED_IN} denied={<NoAccessPage />}>
              <AppShell />
            </RouteGuard>
          ),
          children: [
            { index: true, element: <RootRedirect /> },
            ...GUARDED_ROUTES.map(({ path, access, element }) => ({
              path,
              element: (
                <RouteGuard access={access} denied={<NoAccessPage />}>
                  {element}
                </RouteGuard>
              ),
            })),
            // Signed in, at an address of no built page (ADR 0026).
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
