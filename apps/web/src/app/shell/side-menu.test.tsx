import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ROLES, SIDE_MENU, type Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UnreadMessagesCountDocument } from '../../__generated__/messages/graphql';
import { sessionStore } from '../../shared/auth/session-store';
import { signInAs } from '../../test/render-page';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { BUILT_PATHS } from '../feature-routes';
import { SideMenu, visibleMenuItems } from './side-menu';

/** The menu as the shell draws it, signed in as `role`, the unread count answered by `unread`. */
function renderMenu(role: Role, unread: number | null = null) {
  signInAs(role);
  const mocks =
    unread === null
      ? []
      : [
          {
            request: { query: UnreadMessagesCountDocument },
            result: { data: { unreadMessagesCount: unread } },
          },
        ];
  const client = new ApolloClient({
    link: new MockLink(mocks, { showWarnings: false }),
    cache: new InMemoryCache(),
  });
  renderWithProviders(
    <ApolloProvider client={client}>
      <SideMenu role={role} />
    </ApolloProvider>,
  );
  return client;
}

const EVERYTHING: ReadonlySet<string> = new Set(SIDE_MENU.map((item) => item.route));

/** Spec part 2 §2 "Side menu (item, route, who sees it)", one explicit row per role. */
const SPEC_MENU: Record<Role, string[]> = {
  Admin: [
    '/patients',
    '/studies',
    '/doctors',
    '/facilities',
    '/referals',
    '/appointments',
    '/complaints',
    '/reports',
    '/profile',
    '/settings',
    '/help',
  ],
  Complaints: ['/patients', '/studies', '/profile', '/help'],
  Coordinator: ['/patients', '/studies', '/visits', '/profile', '/help'],
  DentalOffice: ['/patients', '/studies', '/councils', '/messages', '/profile', '/help'],
  DescribingDoctor: ['/patients', '/studies', '/referals', '/profile', '/help'],
  Doctor: ['/patients', '/studies', '/referals', '/councils', '/messages', '/profile', '/help'],
  HelpContact: ['/patients', '/studies', '/referals', '/profile', '/help'],
  Laboratory: ['/patients', '/studies', '/councils', '/messages', '/profile', '/help'],
  Manager: [
    '/patients',
    '/studies',
    '/doctors',
    '/facilities',
    '/referals',
    '/appointments',
    '/complaints',
    '/reports',
    '/profile',
    '/settings',
    '/help',
  ],
  Patient: ['/studies', '/referals', '/profile', '/help'],
  Registration: [
    '/patients',
    '/studies',
    '/referals',
    '/appointments',
    '/complaints',
    '/reports',
    '/profile',
    '/help',
  ],
  Technician: [
    '/patients',
    '/studies',
    '/doctors',
    '/facilities',
    '/referals',
    '/appointments',
    '/complaints',
    '/reports',
    '/profile',
    '/help',
  ],
};

const routesOf = (role: Role, built: ReadonlySet<string>) =>
  visibleMenuItems(role, built).map((item) => item.route);

describe('visibleMenuItems', () => {
  it.each(ROLES)(
    '%s sees the spec’s items in the spec’s order when everything is built',
    (role) => {
      expect(routesOf(role, EVERYTHING)).toEqual(SPEC_MENU[role]);
    },
  );

  it('keeps the spec’s special cases', () => {
    expect(routesOf('DentalOffice', EVERYTHING)).not.toContain('/referals');
    expect(routesOf('Coordinator', EVERYTHING)).toContain('/visits');
    expect(routesOf('Admin', EVERYTHING)).not.toContain('/visits');
    expect(routesOf('Patient', EVERYTHING)).not.toContain('/patients');
  });

  it.each(ROLES)('%s sees only built pages, still in order', (role) => {
    const built = new Set(['/help', '/studies', '/profile']);
    expect(routesOf(role, built)).toEqual(SPEC_MENU[role].filter((route) => built.has(route)));
  });

  it.each(ROLES)('%s sees only the profile while it is the only page built', (role) => {
    expect(routesOf(role, new Set(['/profile']))).toEqual(['/profile']);
  });

  it.each(ROLES)('%s sees by default the spec’s items whose pages the app has', (role) => {
    expect(visibleMenuItems(role).map((item) => item.route)).toEqual(
      SPEC_MENU[role].filter((route) => BUILT_PATHS.has(route)),
    );
  });
});

describe('SideMenu', () => {
  beforeAll(initTestI18n);
  afterEach(() => sessionStore.signOut());

  it('links each visible item by its translated name', () => {
    renderMenu('Doctor', 0);
    const nav = screen.getByRole('navigation', { name: 'Menu główne' });
    const links = within(nav).getAllByRole('link');
    const expected = visibleMenuItems('Doctor');
    expect(links).toHaveLength(expected.length);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expected.map((item) => item.route),
    );
    expect(within(nav).getByRole('link', { name: 'Mój profil' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('is a list whose children are list items, one link in each', () => {
    renderMenu('Admin');
    const list = within(screen.getByRole('navigation', { name: 'Menu główne' })).getByRole('list');
    const children = Array.from(list.children);
    expect(children.length).toBe(visibleMenuItems('Admin').length);
    for (const child of children) {
      expect(child.tagName).toBe('LI');
      expect(within(child as HTMLElement).getAllByRole('link')).toHaveLength(1);
    }
  });

  it('shows the unread count beside the messages link, not in its name', async () => {
    renderMenu('Doctor', 3);
    const nav = screen.getByRole('navigation', { name: 'Menu główne' });
    const link = within(nav).getByRole('link', { name: 'Wiadomości' });
    expect(link.textContent).toBe('Wiadomości');
    const item = link.closest('li')!;
    expect(await within(item).findByText('Nieprzeczytane wiadomości: 3')).toBeTruthy();
    expect(within(item).getByText('3')).toBeTruthy();
  });

  it('shows no count when every message is read', async () => {
    const client = renderMenu('Doctor', 0);
    await waitFor(() =>
      expect(client.readQuery({ query: UnreadMessagesCountDocument })).toEqual({
        unreadMessagesCount: 0,
      }),
    );
    const nav = screen.getByRole('navigation', { name: 'Menu główne' });
    const item = within(nav).getByRole('link', { name: 'Wiadomości' }).closest('li')!;
    expect(within(item).queryByText(/Nieprzeczytane/)).toBeNull();
    expect(item.textContent).toBe('Wiadomości');
  });
});
