import { ROLES, type Role } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { FALLBACK_PATH, landingPath } from './landing';

const ONLY_PROFILE: ReadonlySet<string> = new Set(['/profile']);
const MAIN_PAGES: ReadonlySet<string> = new Set(['/profile', '/patients', '/studies', '/reports']);

/** Spec part 1 §2 (after sign-in) and part 2 §2 (`/`), once those pages exist. */
const EXPECTED: Record<Role, { afterLogin: string; root: string }> = {
  Admin: { afterLogin: '/reports', root: '/reports' },
  Complaints: { afterLogin: '/studies', root: '/studies' },
  Coordinator: { afterLogin: '/studies', root: '/studies' },
  DentalOffice: { afterLogin: '/patients', root: '/studies' },
  DescribingDoctor: { afterLogin: '/studies', root: '/studies' },
  Doctor: { afterLogin: '/patients', root: '/studies' },
  HelpContact: { afterLogin: '/studies', root: '/studies' },
  Laboratory: { afterLogin: '/patients', root: '/studies' },
  Manager: { afterLogin: '/studies', root: '/studies' },
  Patient: { afterLogin: '/studies', root: '/studies' },
  Registration: { afterLogin: '/studies', root: '/studies' },
  Technician: { afterLogin: '/studies', root: '/studies' },
};

describe('landingPath', () => {
  it('covers all twelve roles', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ROLES].sort());
  });

  describe('with the main pages built', () => {
    it.each(ROLES)('%s lands on its page after sign-in', (role) => {
      expect(landingPath(role, true, MAIN_PAGES)).toBe(EXPECTED[role].afterLogin);
    });

    it.each(ROLES)('%s is sent on from / to its page', (role) => {
      expect(landingPath(role, false, MAIN_PAGES)).toBe(EXPECTED[role].root);
    });
  });

  describe('with only the profile page built', () => {
    it.each(ROLES)('%s falls back to /profile both ways', (role) => {
      expect(landingPath(role, true, ONLY_PROFILE)).toBe(FALLBACK_PATH);
      expect(landingPath(role, false, ONLY_PROFILE)).toBe(FALLBACK_PATH);
    });

    it('the fallback is /profile', () => {
      expect(FALLBACK_PATH).toBe('/profile');
    });
  });

  it('falls back for a role whose own page is missing while others exist', () => {
    const withoutPatients = new Set(['/profile', '/studies', '/reports']);
    expect(landingPath('Doctor', true, withoutPatients)).toBe('/profile');
    expect(landingPath('Doctor', false, withoutPatients)).toBe('/studies');
    expect(landingPath('Admin', true, withoutPatients)).toBe('/reports');
  });

  it('never lands on / itself, which would only redirect again', () => {
    const everything = new Set([...MAIN_PAGES, '/']);
    for (const role of ROLES) {
      expect(landingPath(role, true, everything)).not.toBe('/');
      expect(landingPath(role, false, everything)).not.toBe('/');
    }
  });
});
