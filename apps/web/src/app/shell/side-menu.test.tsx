import { ROLES, SIDE_MENU, type Role } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../test/render-with-providers';
import { BUILT_PATHS } from '../feature-routes';
import { SideMenu, visibleMenuItems } from './side-menu';

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

  it('links each visible item by its translated name', () => {
    renderWithProviders(<SideMenu role="Doctor" />);
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
    renderWithProviders(<SideMenu role="Admin" />);
    const list = within(screen.getByRole('navigation', { name: 'Menu główne' })).getByRole('list');
    const children = Array.from(list.children);
    expect(children.length).toBe(visibleMenuItems('Admin').length);
    for (const child of children) {
      expect(child.tagName).toBe('LI');
      expect(within(child as HTMLElement).getAllByRole('link')).toHaveLength(1);
    }
  });
});
