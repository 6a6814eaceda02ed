import { violatesConstraint } from '../../db/constraint-violation.js';
import { isOfficeRole, unselectableRoleChanges, type Role, type TUserInput } from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { Database, Executor } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { contacts, doctors, passwordTokens, users } from '../../db/schema/index.js';
import { AppError, badInput } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { findUserById, type UserModel } from '../auth/users.repository.js';
import { issueSetPasswordLink } from './password-links.js';
import { isOwnProfileEdit } from './own-profile-policy.js';
import { holdDeletedAddress } from './registration-holds.js';
import { userChanges, userSnapshot, type UserSnapshot } from './user-snapshot.js';
import {
  configuredRegions,
  lastAdmin,
  lockActiveAdmins,
  lockLiveUser,
  loginTaken,
  setUserBranches,
  unknownBranches,
} from './users.repository.js';

/**
 * Accounts in settings (spec part 2 §2, §5, §6): an Admin or a Manager creates, edits and deletes
 * them. Every write is one transaction with its audit row (`details: { before, after }` of the
 * fields changed, never a password); `userUpdated` is published after the commit, so every
 * process forgets the account's cached sessions (plugin.ts, session-eviction.ts).
 *
 * Safety rules: only an Admin grants, removes or edits the Admin role or an Admin's account; the
 * last active Admin is never deleted, deactivated or demoted (decided under a lock of every
 * active Admin, so two concurrent demotions cannot both pass); nobody deletes themselves.
 */

export interface UserDeps {
  db: Database;
  events: EventPublisher;
  mailer: Mailer;
}

type Issue = z.core.$ZodIssue;

const issue = (path: PropertyKey[], message: string, params?: Record<string, unknown>): Issue => ({
  code: 'custom',
  path,
  message,
  ...(params ? { params } : {}),
  input: undefined,
});

export const userNotFound = (id: number) =>
  new AppError('NOT_FOUND', 'errors.user.notFound', { params: { id } });
const adminOnly = () => new AppError('FORBIDDEN', 'errors.user.adminOnly');
const selfDelete = () => new AppError('CONFLICT', 'errors.user.selfDelete');
const loginTakenError = () => badInput([issue(['login'], 'validation.user.loginTaken')]);

/** Roles the form may not grant or take away here (see unselectableRoleChanges). */
function refuseRoles(roles: readonly Role[]) {
  return badInput([
    issue(['roles'], 'validation.user.roleNotSelectable', { role: roles.join(', ') }),
  ]);
}

/**
 * createUser grants roles of the selectable list only, createOfficeUser one facility role. The
 * resolver checks this before the rest of the input too: a facility role sent to createUser is
 * answered with this, not with the facility's missing company name.
 */
export function requireCreatableRoles(roles: readonly Role[], { office }: { office: boolean }) {
  const refused = office
    ? roles.filter((role) => !isOfficeRole(role))
    : unselectableRoleChanges(roles, []);
  if (refused.length > 0) throw refuseRoles(refused);
}

/** Only an Admin touches the Admin role or an Admin's account (a Manager cannot make one). */
function requireAdminFor(actor: Actor, ...roleLists: readonly (readonly Role[])[]) {
  if (actor.role === 'Admin') return;
  if (roleLists.some((roles) => roles.includes('Admin'))) throw adminOnly();
}

/** Regions from the app config, active branches and a free login: one answer for all three. */
async function checkReferences(db: Executor, input: TUserInput, exceptId?: number) {
  const issues: Issue[] = [];
  const regions = new Set(await configuredRegions(db));
  input.regions.forEach((region, index) => {
    if (!regions.has(region)) {
      issues.push(issue(['regions', index], 'validation.user.unknownRegion', { region }));
    }
  });
  for (const id of await unknownBranches(db, input.branchIds)) {
    issues.push(issue(['branchIds'], 'validation.user.unknownBranch', { id }));
  }
  if (await loginTaken(db, input.login, exceptId)) {
    issues.push(issue(['login'], 'validation.user.loginTaken'));
  }
  if (issues.length > 0) throw badInput(issues);
}

/** PostgreSQL's unique violation of the live logins' index: a race the pre-check missed. */
const isLoginRace = (error: unknown) => violatesConstraint(error, 'users_login_unique');

async function withLoginRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isLoginRace(error)) throw loginTakenError();
    throw error;
  }
}

const audit = entityAudit('user');

const contactValues = (input: TUserInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  companyName: input.companyName,
  nip: input.nip,
  phoneNumbers: input.phoneNumbers,
  emailAddresses: input.emailAddresses,
});

const accountValues = (input: TUserInput) => ({
  login: input.login,
  roles: input.roles,
  regions: input.regions,
  active: input.active,
  vacationStart: input.vacationStart,
  vacationEnd: input.vacationEnd,
});

/**
 * createUser (roles from the selectable list) and createOfficeUser (one facility role: the
 * account comes with its facility, a `doctors` row sharing its contact, with company name and
 * NIP and no licence number). The account has no password: it gets a mail with a link to set one.
 */
export async function createUser(
  { db, events, mailer }: UserDeps,
  actor: Actor,
  input: TUserInput,
  { office }: { office: boolean },
): Promise<UserModel> {
  requireCreatableRoles(input.roles, { office });
  requireAdminFor(actor, input.roles);
  await checkReferences(db, input);
  const id = await withLoginRace(() =>
    db.transaction(async (tx) => {
      const [contact] = await tx
        .insert(contacts)
        .values(contactValues(input))
        .returning({ id: contacts.id });
      const [user] = await tx
        .insert(users)
        .values({ ...accountValues(input), contactId: contact!.id, emailConfirmed: false })
        .returning({ id: users.id, login: users.login });
      await setUserBranches(tx, user!.id, input.branchIds);
      if (office) await tx.insert(doctors).values({ userId: user!.id, contactId: contact!.id });
      await issueSetPasswordLink(tx, mailer, {
        ...user!,
        name: input.firstName ?? input.companyName,
      });
      await audit(tx, actor, 'user.create', user!.id, { after: userSnapshot(input) });
      return user!.id;
    }),
  );
  events.publish(userUpdated(id));
  return (await findUserById(db, id))!;
}

const isActiveAdmin = (user: { active: boolean; roles: readonly Role[] }) =>
  user.active && user.roles.includes('Admin');

/**
 * updateUser: every field of the account. `version` is the one edited: a stale save is refused
 * with STALE_VERSION (ADR 0021). Deactivating signs the account out everywhere at once.
 */
export async function updateUser(
  { db, events }: Pick<UserDeps, 'db' | 'events'>,
  actor: Actor,
  { id, version, input }: { id: number; version: number; input: TUserInput },
): Promise<UserModel> {
  const stale = await withLoginRace(() =>
    db.transaction(async (tx) => {
      // First, before the account's own lock: every transaction takes these in the same order.
      const admins = isActiveAdmin(input) ? null : await lockActiveAdmins(tx);
      const current = await lockLiveUser(tx, id);
      if (!current) throw userNotFound(id);
      await checkReferences(tx, input, id);
      if (!isOwnProfileEdit(actor, id, current, input)) {
        requireAdminFor(actor, current.user.roles, input.roles);
      }
      const refused = unselectableRoleChanges(input.roles, current.user.roles);
      if (refused.length > 0) throw refuseRoles(refused);
      const claim = await claimVersion(tx, users, id, version);
      if (!claim.claimed) return { currentVersion: claim.currentVersion };
      if (admins && admins.includes(id) && admins.length <= 1) throw lastAdmin();
      const keepsCurrentBranch =
        current.user.currentBranchId !== null &&
        input.branchIds.includes(current.user.currentBranchId);
      await tx
        .update(users)
        .set({
          ...accountValues(input),
          currentBranchId: keepsCurrentBranch ? current.user.currentBranchId : null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
      await tx
        .update(contacts)
        .set({ ...contactValues(input), updatedAt: sql`now()` })
        .where(eq(contacts.id, current.user.contactId));
      await setUserBranches(tx, id, input.branchIds);
      if (current.user.active && !input.active) await revokeUserSessions(tx, id);
      const before: UserSnapshot = userSnapshot({
        ...current.user,
        ...current.contact,
        branchIds: current.branchIds,
      });
      await audit(tx, actor, 'user.update', id, userChanges(before, userSnapshot(input)));
      return null;
    }),
  );
  if (stale) {
    // After the transaction: its rollback must not take the record of the refusal with it.
    const details = { reason: 'staleVersion', version, currentVersion: stale.currentVersion };
    await audit(db, actor, 'user.update', id, details, 'failure');
    throw staleVersion(stale.currentVersion);
  }
  events.publish(userUpdated(id));
  return (await findUserById(db, id))!;
}

/**
 * deleteUser (ADR 0030): the row stays, marked deleted and inactive, so what the account did
 * keeps naming it; its sessions and unused password links end, and its login is free again. Its
 * owner is mailed, and signing up again with the address needs an Admin's consent (ADR 0045).
 */
export async function deleteUser(
  { db, events, mailer }: Pick<UserDeps, 'db' | 'events' | 'mailer'>,
  actor: Actor,
  id: number,
): Promise<void> {
  await db.transaction((tx) => deleteUserIn(tx, mailer, actor, id));
  events.publish(userUpdated(id));
}

/**
 * deleteUser's work inside the caller's transaction, for a deletion that takes the account with
 * it (deleteDoctor, mergeDoctors): the same rules, mail and hold. The caller publishes
 * `userUpdated(id)` after its commit.
 */
export async function deleteUserIn(
  tx: Executor,
  mailer: Mailer,
  actor: Actor,
  id: number,
): Promise<void> {
  if (id === actor.userId) throw selfDelete();
  const admins = await lockActiveAdmins(tx);
  const current = await lockLiveUser(tx, id);
  if (!current) throw userNotFound(id);
  requireAdminFor(actor, current.user.roles);
  if (admins.includes(id) && admins.length <= 1) throw lastAdmin();
  await tx
    .update(users)
    .set({
      deletedAt: sql`now()`,
      active: false,
      version: sql`${users.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
  await revokeUserSessions(tx, id);
  await tx
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, id), isNull(passwordTokens.usedAt)));
  await holdDeletedAddress(tx, current.user);
  const name = current.contact.firstName ?? current.contact.companyName;
  await mailer.enqueue(tx, {
    template: 'account-moderation',
    params: { action: 'deleted', ...(name ? { name } : {}) },
    dedupeKey: `account-deleted:${id}`,
    to: current.user.login,
    lang: 'pl',
  });
  await audit(tx, actor, 'user.delete', id, { before: { login: current.user.login } });
}
