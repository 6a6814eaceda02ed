import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Actor } from '../../auth/actor.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { Database, Executor } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { AccountModerationParams } from '../../platform/mail/templates/account-moderation.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { findUserById, type UserModel } from '../auth/users.repository.js';
import { mailDateTime } from '../../platform/mail/mail-dates.js';
import { lastAdmin, lockActiveAdmins, lockLiveUser } from '../users/users.repository.js';
import { userNotFound } from '../users/users.service.js';
import { holdDeletedAddress } from '../users/registration-holds.js';

/**
 * What an Admin does to an account that breaks the terms (spec part 1 §4 "Doctor account
 * lifecycle", §6 "Administrator: may suspend, block, delete and unregister accounts"; issue 19
 * §1; ADR 0045). Each step is one transaction with its audit row and the mail that tells the
 * owner; a step that stops the account signing in ends its sessions, and none may leave the
 * portal without an Admin who can sign in. Nobody moderates their own account.
 */

export interface ModerationDeps {
  db: Database;
  mailer: Mailer;
  events: EventPublisher;
}

type Mail = Omit<AccountModerationParams, 'name'>;

interface Step {
  /** The User.version the Admin saw; null for a warning, which changes nothing on the record. */
  version: number | null;
  /** The audit action, `user.<action>`. */
  action: string;
  /** Whether the account stops signing in (its sessions end, the last Admin is kept). */
  locksOut: boolean;
  /** The record's change, and what the owner's mail says (null: another step mails later). */
  apply: (tx: Executor, account: UserModel) => Promise<Mail | null>;
  details?: Record<string, unknown>;
}

const audit = entityAudit('user');

const selfModeration = () => new AppError('CONFLICT', 'errors.user.selfModeration');

async function moderate(
  deps: ModerationDeps,
  actor: Actor,
  id: number,
  step: Step,
): Promise<UserModel> {
  if (id === actor.userId) throw selfModeration();
  const stale = await deps.db.transaction(async (tx) => {
    // First, before the account's own lock: every transaction takes these in the same order.
    const admins = step.locksOut ? await lockActiveAdmins(tx) : [];
    const account = await lockLiveUser(tx, id);
    if (!account) throw userNotFound(id);
    if (step.version !== null) {
      const claim = await claimVersion(tx, users, id, step.version);
      if (!claim.claimed) return { currentVersion: claim.currentVersion };
    }
    if (admins.includes(id) && admins.length <= 1) throw lastAdmin();
    const mail = await step.apply(tx, account.user);
    if (step.locksOut) await revokeUserSessions(tx, id);
    const name = account.contact.firstName ?? account.contact.companyName;
    if (mail) {
      await deps.mailer.enqueue(tx, {
        template: 'account-moderation',
        params: { ...mail, ...(name ? { name } : {}) },
        // Each step its own mail: an Admin may warn twice.
        dedupeKey: `account-${mail.action}:${id}:${randomUUID()}`,
        to: account.user.login,
        lang: 'pl',
      });
    }
    await audit(tx, actor, `user.${step.action}`, id, step.details);
    return null;
  });
  if (stale) {
    const details = { reason: 'staleVersion', version: step.version, ...stale };
    await audit(deps.db, actor, `user.${step.action}`, id, details, 'failure');
    throw staleVersion(stale.currentVersion);
  }
  deps.events.publish(userUpdated(id));
  return (await findUserById(deps.db, id))!;
}

const setAccount = (tx: Executor, id: number, values: PgUpdateSetSource<typeof users>) =>
  tx
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));

/** Mails the owner the Admin's warning; the account stays as it is. */
export function warnAccount(
  deps: ModerationDeps,
  actor: Actor,
  id: number,
  input: { message: string },
) {
  return moderate(deps, actor, id, {
    version: null,
    action: 'warn',
    locksOut: false,
    apply: () => Promise.resolve({ action: 'warned', text: input.message }),
  });
}

/** The account cannot sign in until `until`; then it can again by itself. */
export function suspendAccount(
  deps: ModerationDeps,
  actor: Actor,
  id: number,
  input: { until: Date; reason: string; version: number },
) {
  return moderate(deps, actor, id, {
    version: input.version,
    action: 'suspend',
    locksOut: true,
    details: { until: input.until.toISOString() },
    apply: async (tx) => {
      await setAccount(tx, id, { suspendedUntil: input.until });
      return { action: 'suspended', text: input.reason, until: mailDateTime(input.until) };
    },
  });
}

/** The account cannot sign in until an Admin restores it. */
export function blockAccount(
  deps: ModerationDeps,
  actor: Actor,
  id: number,
  input: { reason: string; version: number },
) {
  return moderate(deps, actor, id, {
    version: input.version,
    action: 'block',
    locksOut: true,
    apply: async (tx) => {
      await setAccount(tx, id, { blockedAt: sql`now()` });
      return { action: 'blocked', text: input.reason };
    },
  });
}

/** Lifts a suspension or a block. */
export function restoreAccount(deps: ModerationDeps, actor: Actor, id: number, version: number) {
  return moderate(deps, actor, id, {
    version,
    action: 'restore',
    locksOut: false,
    apply: async (tx) => {
      await setAccount(tx, id, { suspendedUntil: null, blockedAt: null });
      return { action: 'restored' };
    },
  });
}

/**
 * Unregistration at the owner's request (spec part 1 §4: "done by the administrator at the user's
 * request and deletes all personal data"): as the owner's own markForDelete, the account is
 * inactive at once and the removal task (auth/account-deletion.ts) removes its personal data and
 * mails the owner; signing up again with the address needs consent.
 */
export function unregisterAccount(deps: ModerationDeps, actor: Actor, id: number, version: number) {
  return moderate(deps, actor, id, {
    version,
    action: 'unregister',
    locksOut: true,
    apply: async (tx, account) => {
      await setAccount(tx, id, { active: false, deletionRequestedAt: sql`now()` });
      await holdDeletedAddress(tx, account);
      return null;
    },
  });
}
