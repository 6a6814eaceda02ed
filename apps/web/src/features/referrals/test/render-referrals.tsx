import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@mui/material/styles';
import type { Role } from '@portal/domain';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionStore } from '../../../shared/auth/session-store';
import { createPortalTheme } from '../../../shared/theme/theme';

/**
 * MUI in jsdom is slow, and slower still on a busy machine: these page tests wait generously
 * instead of failing by the clock. (A feature's tests do not borrow another feature's helpers,
 * so this mirrors the studies' render helper.)
 */
export const PAGE_TEST_TIMEOUT_MS = 30_000;
configure({ asyncUtilTimeout: 5_000 });

export interface RenderReferralsOptions {
  /** The router's first entry. */
  route: string;
  /** The route pattern the element answers (e.g. `/referals`). */
  path: string;
  mocks?: MockLink.MockedResponse[];
  role: Role;
  /** Further pages the test may navigate to. */
  otherRoutes?: { path: string; element: ReactElement }[];
}

/** Signs in as `role` (the session the permission hooks read). */
export function signInAs(role: Role): void {
  sessionStore.signIn({
    token: 'token-1',
    roles: [role],
    userId: '7',
    login: 'jan.kowalski@example.com',
    acceptedTerms: true,
  });
}

/**
 * Renders a referrals page as the app does (theme, toasts, Apollo, a data router so the
 * unsaved-changes blocker works), with queries answered by `mocks`.
 */
export function renderReferrals(ui: ReactElement, options: RenderReferralsOptions) {
  signInAs(options.role);
  const mockLink = new MockLink(options.mocks ?? [], { showWarnings: false });
  const client = new ApolloClient({ link: mockLink, cache: new InMemoryCache() });
  const router = createMemoryRouter(
    [{ path: options.path, element: ui }, ...(options.otherRoutes ?? [])],
    { initialEntries: [options.route] },
  );
  const view = render(
    <ThemeProvider theme={createPortalTheme('pl')}>
      <SnackbarProvider maxSnack={5}>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
  return { ...view, client, router, user: userEvent.setup({ delay: null }) };
}
