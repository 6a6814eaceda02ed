import { roleHas, type TUserInput } from '@portal/domain';
import type { Actor } from '../../auth/actor.js';
import { forbidden } from '../../errors/app-error.js';
import type { UserModel } from '../auth/users.repository.js';

const sameSet = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * Whether `updateUser` is a user's edit of their own profile (spec part 2 §2 "Profile": "others
 * edit the user profile"; 'users.editOwn'), not the settings' edit of an account. A caller
 * without 'settings.users' edits only their own account, and only its person (names, company,
 * NIP, phones, e-mail addresses): the login, roles, regions, branches, active state and vacation
 * go as they are, or the edit is FORBIDDEN.
 */
export function isOwnProfileEdit(
  actor: Actor,
  id: number,
  current?: { user: UserModel; branchIds: readonly number[] },
  input?: TUserInput,
): boolean {
  if (roleHas(actor.role, 'settings.users')) return false;
  if (id !== actor.userId) throw forbidden();
  if (!current || !input) return true;
  const unchanged =
    input.login === current.user.login &&
    sameSet(input.roles, current.user.roles) &&
    sameSet(input.regions, current.user.regions) &&
    sameSet(input.branchIds, current.branchIds) &&
    input.active === current.user.active &&
    (input.vacationStart ?? null) === current.user.vacationStart &&
    (input.vacationEnd ?? null) === current.user.vacationEnd;
  if (!unchanged) throw forbidden();
  return true;
}
