import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { ThemeProvider } from '@mui/material/styles';
import type { Role } from '@portal/domain';
import userEvent from '@testing-library/user-event';
import { configure, render } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionStore } from '../shared/auth/session-store';
import { createPortalTheme } from '../shared/theme/theme';

/**
 * MUI in jsdom is slow, and slower still on a busy machine: page tests wait generously instead of
 * failing by the clock.
 */
export const PAGE_TEST_TIMEOUT_MS = 30_000;
configure({ asyncUtilTimeout: 5_000 });

/** user-event without its per-key pause: typing is instant, debounces still run on real time. */
export const fastUser = () => userEvent.setup({ delay: null });

export interface RenderPageOptions {
  /** The router's first entry. */
  route: string;
  /** The route pattern the element answers (e.g. `/patients/view/:id`). */
  path: string;
  mocks?: MockLink.MockedResponse[];
  role?: Role;
  /** Further pages the test may navigate to. */
  otherRoutes?: { path: string; element: ReactElement }[];
}

/** Signs in as `role` (the session the permission hooks read). */
export function signInAs(role: Role, branch: string | null = null): void {
  sessionStore.signIn({
    token: 'token-1',
    roles: [role],
    userId: '7',
    login: 'jan.kowalski@example.com',
    acceptedTerms: true,
  });
  sessionStore.update({ currentBranch: branch });
}

/**
 * Renders a feature's page as the app does (theme, toasts, Apollo, a data router so the
 * unsaved-changes blocker works), with queries answered by `mocks` and subscriptions by a
 * MockSubscriptionLink the test drives.
 */
export function renderPage(ui: ReactElement, options: RenderPageOptions) {
  if (options.role) signInAs(options.role);
  const mockLink = new MockLink(options.mocks ?? [], { showWarnings: false });
  const subscriptions = new MockSubscriptionLink();
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    subscriptions,
    mockLink,
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
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
  return { ...view, client, router, subscriptions, mockLink, user: fastUser() };
}
