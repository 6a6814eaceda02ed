import { ROLES } from '@portal/domain';
import { Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { kioskRoute } from '../features/kiosk/routes';
import { RouteGuard } from '../shared/auth/route-guard';
import { lazyPage } from '../shared/routing/lazy-page';
import { PageLoading } from '../shared/ui/page-loading';
import { GUARDED_ROUTES } from './feature-routes';
import { RootRedirect } from './root-redirect';

const SIGNED_IN = { path: '/', anyOf: ROLES };

// Each its own chunk, downloaded once a guard lets it show (ADR 0027).
const AppShell = lazyPage(() => import('./shell/app-shell'), 'AppShell');
const NoAccessPage = lazyPage(() => import('./errors/no-access-page'), 'NoAccessPage');
const NotFoundPage = lazyPage(() => import('./errors/not-found-page'), 'NotFoundPage');
// Not in the entry: the kiosk never shows it, and a page need not wait for it.
const CookieBanner = lazyPage(() => import('../shared/cookies/cookie-banner'), 'CookieBanner');

/**
 * Pages people browse: they get the cookie banner (spec part 1 §2). The kiosk does not: it is the
 * tablet's screen, not a browsing session of the patient holding it (issue 12 §1).
 */
function BrowsingLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <CookieBanner />
      </Suspense>
    </>
  );
}

export function createPortalRouter() {
  return createBrowserRouter([
    kioskRoute,
    {
      element: <BrowsingLayout />,
      // While the router fetches the page of the first address (the sign-in page's `lazy`).
      HydrateFallback: PageLoading,
      children: [
        // Public, like the kiosk: the router fetches it as it starts, in parallel with the
        // language (ADR 0027).
        {
          path: '/login',
          lazy: async () => ({
            Component: (await import('../features/auth/pages/login-page')).LoginPage,
          }),
        },
        // Public: the mailed link that sets an account's password (issue 13).
        {
          path: '/reset-password',
          lazy: async () => ({
            Component: (await import('../features/auth/pages/reset-password-page'))
              .ResetPasswordPage,
          }),
        },
        // Public: asking for a link to reset a forgotten password (issue 19 §2).
        {
          path: '/reset-password-request',
          lazy: async () => ({
            Component: (await import('../features/auth/pages/reset-password-request-page'))
              .ResetPasswordRequestPage,
          }),
        },
        // Public: a doctor's or a facility's own account (issue 19 §1).
        {
          path: '/signup',
          lazy: async () => ({
            Component: (await import('../features/signup/pages/signup-page')).SignupPage,
          }),
        },
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
