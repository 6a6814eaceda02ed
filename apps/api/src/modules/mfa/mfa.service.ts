import { randomUUID } from 'node:crypto';
import { isTotpCode } from '@portal/domain';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Actor, Caller } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { mfaRecoveryCodes, userMfa } from '../../db/schema/index.js';
import { AppError, badInput, notFound } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { countInWindow, hashedWindowKey, refuseWhenSpent } from '../auth/call-windows.js';
import { confirmCurrentPassword } from '../auth/change-password.service.js';
import { openSession, type SignedIn } from '../auth/login.service.js';
import { findUserById, type UserModel } from '../auth/users.repository.js';
import { claimChallenge, closeChallenge } from './mfa-challenges.js';
import { seal, unseal } from '../../platform/crypto/sealed.js';
import { mfaKey } from './mfa-key.js';
import { replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes.js';
import { mfaRequiredFor } from './second-step.js';
import { acceptedStep, newTotpSecret, totpUri } from './totp.js';

/**
 * Two-step sign-in (issue 19 §4, ADR 0046): setting up an authenticator, the sign-in's second
 * step, recovery codes, turning it off, and the Admin's reset. Every change is audited.
 */

export interface MfaDeps {
  db: Database;
  config: Config;
  events: EventPublisher;
  mailer: Mailer;
}

/** The owner hears of every change of the second factor, at the account's address. */
function tellOwner(
  deps: Pick<MfaDeps, 'mailer'>,
  tx: Executor,
  user: UserModel,
  notice: 'mfaEnabled' | 'mfaDisabled' | 'mfaReset',
) {
  return deps.mailer.enqueue(tx, {
    template: 'account-notice',
    params: { notice },
    dedupeKey: `${notice}:${user.id}:${randomUUID()}`,
    to: user.login,
    lang: 'pl',
  });
}

/** Wrong codes of one account, whatever the step: an attacker with the password gets no more. */
const WRONG_CODES = { max: 10, windowMinutes: 15 };

const wrongCodesKey = (userId: number) => hashedWindowKey('mfa', String(userId));

const wrongCode = () =>
  badInput([{ code: 'custom', path: ['code'], message: 'validation.mfa.code', input: undefined }]);
const alreadyEnabled = () => new AppError('CONFLICT', 'errors.mfa.alreadyEnabled');
const notStarted = () => new AppError('CONFLICT', 'errors.mfa.notStarted');
const requiredForRole = () => new AppError('CONFLICT', 'errors.mfa.requiredForRole');
const notEnabled = () => new AppError('CONFLICT', 'errors.mfa.notEnabled');

async function audit(
  db: Executor,
  action: string,
  actor: { userId: number; address: string | null },
  userId: number,
  outcome: 'success' | 'failure' = 'success',
  details: Record<string, unknown> = {},
) {
  await recordAudit(db, {
    action,
    outcome,
    actorUserId: actor.userId,
    entityType: 'user',
    entityId: userId,
    address: actor.address,
    details,
  });
}

async function readMfa(db: Executor, userId: number) {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
  return row;
}

/**
 * Whether `code` is right for the account now: a TOTP code of its authenticator, for a step later
 * than the last one used, which then becomes the last; or, once the authenticator is on, one of
 * its unused recovery codes, which is then used up.
 */
async function acceptCode(
  deps: Pick<MfaDeps, 'config'>,
  tx: Executor,
  mfa: typeof userMfa.$inferSelect,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  if (isTotpCode(code)) {
    const secret = unseal(await mfaKey(deps.config), mfa.sealedSecret);
    const step = acceptedStep(secret, code, mfa.lastStep);
    if (step === null) return null;
    // Guarded: of two requests with one code, one wins.
    const taken = await tx
      .update(userMfa)
      .set({ lastStep: step })
      .where(
        and(
          eq(userMfa.userId, mfa.userId),
          or(isNull(userMfa.lastStep), sql`${userMfa.lastStep} < ${step}`),
        ),
      )
      .returning({ userId: userMfa.userId });
    return taken.length > 0 ? 'totp' : null;
  }
  if (!mfa.enabledAt) return null;
  return (await spendRecoveryCode(tx, mfa.userId, code)) ? 'recovery' : null;
}

/** A wrong code counts against the account (TOO_MANY_ATTEMPTS past the limit) and is refused. */
async function refuseCode(
  deps: Pick<MfaDeps, 'db'>,
  actor: { userId: number; address: string | null },
  action: string,
): Promise<never> {
  await audit(deps.db, action, actor, actor.userId, 'failure', { reason: 'wrongCode' });
  await countInWindow(deps.db, wrongCodesKey(actor.userId), WRONG_CODES);
  throw wrongCode();
}

/** The sign-in's second step (loginWithMfa): a right code opens the session. */
export async function loginWithMfa(
  deps: MfaDeps,
  caller: Caller,
  input: { mfaToken: string; code: string },
): Promise<SignedIn> {
  // Its own statement: the count stays whatever the code turns out to be.
  const challenge = await claimChallenge(deps.db, input.mfaToken, 'verify');
  const actor = { userId: challenge.userId, address: caller.address };
  await refuseWhenSpent(deps.db, wrongCodesKey(actor.userId), WRONG_CODES);
  const mfa = await readMfa(deps.db, challenge.userId);
  if (!mfa?.enabledAt) throw notEnabled();
  const accepted = await deps.db.transaction(async (tx) => {
    const kind = await acceptCode(deps, tx, mfa, input.code);
    if (kind) await closeChallenge(tx, challenge.id);
    return kind;
  });
  if (!accepted) return refuseCode(deps, actor, 'auth.loginWithMfa');
  const signedIn = await openSession(deps, challenge.userId);
  await audit(deps.db, 'auth.loginWithMfa', actor, actor.userId, 'success', { factor: accepted });
  return signedIn;
}

export interface Enrolment {
  secret: string;
  uri: string;
  qrCode: string;
}

/**
 * Who sets up an authenticator: the signed-in user from the profile, or an account at the
 * sign-in's enrolment step (its token, which this does not use up).
 */
async function enrollee(
  deps: MfaDeps,
  who: { actor: Actor } | { mfaToken: string; caller: Caller },
  purpose: 'begin' | 'confirm',
): Promise<{
  user: UserModel;
  actor: { userId: number; address: string | null };
  challengeId: string | null;
}> {
  if ('actor' in who) {
    const user = await findUserById(deps.db, who.actor.userId);
    if (!user) throw notFound(who.actor.userId);
    return { user, actor: who.actor, challengeId: null };
  }
  // Beginning sends no code and is no try; confirming is.
  const challenge = await claimChallenge(deps.db, who.mfaToken, 'enrol', {
    counted: purpose === 'confirm',
  });
  const user = await findUserById(deps.db, challenge.userId);
  if (!user) throw notFound(challenge.userId);
  return {
    user,
    actor: { userId: user.id, address: who.caller.address },
    challengeId: challenge.id,
  };
}

/** beginMfaEnrolment: a new secret for the account, replacing one not yet confirmed. */
export async function beginEnrolment(
  deps: MfaDeps,
  who: { actor: Actor } | { mfaToken: string; caller: Caller },
): Promise<Enrolment> {
  const { user, actor } = await enrollee(deps, who, 'begin');
  const existing = await readMfa(deps.db, user.id);
  if (existing?.enabledAt) throw alreadyEnabled();
  const secret = newTotpSecret();
  const sealedSecret = seal(await mfaKey(deps.config), secret);
  await deps.db
    .insert(userMfa)
    .values({ userId: user.id, sealedSecret })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { sealedSecret, lastStep: null, createdAt: sql`now()` },
      where: isNull(userMfa.enabledAt),
    });
  await audit(deps.db, 'auth.mfaEnrolmentStarted', actor, user.id);
  const uri = totpUri(secret, user.login);
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(
    await QRCode.toString(uri, { type: 'svg', margin: 1 }),
  ).toString('base64')}`;
  return { secret, uri, qrCode };
}

/**
 * confirmMfaEnrolment: a right code of the new authenticator turns it on and makes the recovery
 * codes; at the sign-in's step, the session opens too.
 */
export async function confirmEnrolment(
  deps: MfaDeps,
  who: { actor: Actor } | { mfaToken: string; caller: Caller },
  code: string,
): Promise<{ recoveryCodes: string[]; session: SignedIn | null }> {
  const { user, actor, challengeId } = await enrollee(deps, who, 'confirm');
  await refuseWhenSpent(deps.db, wrongCodesKey(user.id), WRONG_CODES);
  const mfa = await readMfa(deps.db, user.id);
  if (!mfa) throw notStarted();
  if (mfa.enabledAt) throw alreadyEnabled();
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    if (!(await acceptCode(deps, tx, mfa, code))) return null;
    const enabled = await tx
      .update(userMfa)
      .set({ enabledAt: sql`now()` })
      .where(and(eq(userMfa.userId, user.id), isNull(userMfa.enabledAt)))
      .returning({ userId: userMfa.userId });
    if (enabled.length === 0) throw alreadyEnabled();
    if (challengeId) await closeChallenge(tx, challengeId);
    await audit(tx, 'auth.mfaEnabled', actor, user.id);
    await tellOwner(deps, tx, user, 'mfaEnabled');
    return replaceRecoveryCodes(tx, user.id);
  });
  if (!recoveryCodes) return refuseCode(deps, actor, 'auth.mfaEnabled');
  deps.events.publish(userUpdated(user.id));
  const session = challengeId ? await openSession(deps, user.id) : null;
  return { recoveryCodes, session };
}

/** Ten new recovery codes in place of the old ones, with the current password. */
export async function regenerateRecoveryCodes(
  deps: MfaDeps,
  actor: Actor,
  currentPassword: string,
): Promise<string[]> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw notFound(actor.userId);
  await confirmCurrentPassword(deps, actor, user, currentPassword, 'auth.mfaRecoveryCodes');
  return deps.db.transaction(async (tx) => {
    const mfa = await readMfa(tx, user.id);
    if (!mfa?.enabledAt) throw notEnabled();
    await audit(tx, 'auth.mfaRecoveryCodes', actor, user.id);
    return replaceRecoveryCodes(tx, user.id);
  });
}

/** Turns the second factor off, with the current password, unless the account's roles need it. */
export async function disableMfa(
  deps: MfaDeps,
  actor: Actor,
  currentPassword: string,
): Promise<UserModel> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw notFound(actor.userId);
  if (mfaRequiredFor(deps.config, user.roles)) throw requiredForRole();
  await confirmCurrentPassword(deps, actor, user, currentPassword, 'auth.mfaDisabled');
  await deps.db.transaction(async (tx) => {
    await removeMfa(tx, user.id);
    await audit(tx, 'auth.mfaDisabled', actor, user.id);
    await tellOwner(deps, tx, user, 'mfaDisabled');
  });
  deps.events.publish(userUpdated(user.id));
  return user;
}

/** resetUserMfa: the Admin removes an account's authenticator (a lost phone); audited. */
export async function resetUserMfa(deps: MfaDeps, actor: Actor, id: number): Promise<UserModel> {
  const user = await findUserById(deps.db, id);
  if (!user || user.deletedAt) throw notFound(id);
  await deps.db.transaction(async (tx) => {
    const removed = await removeMfa(tx, id);
    if (!removed) throw notEnabled();
    await audit(tx, 'user.mfaReset', actor, id);
    await tellOwner(deps, tx, user, 'mfaReset');
  });
  deps.events.publish(userUpdated(id));
  return user;
}

async function removeMfa(tx: Executor, userId: number): Promise<boolean> {
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  const removed = await tx
    .delete(userMfa)
    .where(and(eq(userMfa.userId, userId), isNotNull(userMfa.enabledAt)))
    .returning({ userId: userMfa.userId });
  return removed.length > 0;
}

/** Which of these accounts have an authenticator on (the User.mfaEnabled loader). */
export async function accountsWithMfa(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ userId: userMfa.userId })
    .from(userMfa)
    .where(
      and(sql`${userMfa.userId} = any(${sql.param(ids)}::int[])`, isNotNull(userMfa.enabledAt)),
    );
  return new Set(rows.map((row) => row.userId));
}
