import { describe, expect, it } from 'vitest';
import {
  isOperationPermission,
  isPermission,
  OPERATION_PERMISSIONS,
  PERMISSIONS,
  roleHas,
  UI_CAPABILITIES,
} from './permissions.js';
import { ROLES } from './roles.js';

describe('the permission catalogue (ADR 0023)', () => {
  it('keeps what the server checks apart from what only the web shows', () => {
    const shared = Object.keys(UI_CAPABILITIES).filter((name) => name in OPERATION_PERMISSIONS);
    expect(shared).toEqual([]);
    expect(isOperationPermission('patients.edit')).toBe(true);
    expect(isOperationPermission('patients.tab.studies')).toBe(false);
    expect(isPermission('patients.tab.studies')).toBe(true);
    expect(isPermission('patients.editFromViewAny')).toBe(false);
  });

  it('gives every entry to at least one role', () => {
    const empty = Object.entries(PERMISSIONS).filter(([, roles]) => roles.length === 0);
    expect(empty).toEqual([]);
  });

  it('lets the creator rule reach exactly the roles that see patients', () => {
    const editOwn = ROLES.filter((role) => roleHas(role, 'patients.editOwn'));
    expect(editOwn).toEqual(ROLES.filter((role) => roleHas(role, 'patients.view')));
    expect(editOwn).not.toContain('Patient');
  });

  it('derives the UI capabilities that follow an operation from it', () => {
    const holders = (test: (role: (typeof ROLES)[number]) => boolean) => ROLES.filter(test);
    expect(holders((role) => roleHas(role, 'patients.openEdit'))).toEqual(
      holders((role) => roleHas(role, 'patients.edit') || roleHas(role, 'patients.editOwn')),
    );
    expect(holders((role) => roleHas(role, 'settings.view'))).toEqual(['Admin', 'Manager']);
    expect(holders((role) => roleHas(role, 'patients.tab.appointments'))).toEqual(
      holders((role) => roleHas(role, 'appointments.calendar')),
    );
  });
});
