import { createHash, randomBytes } from 'node:crypto';
import { MFA_STEP_ATTEMPTS, MFA_STEP_MINUTES } from '@portal/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mfaChallenges } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';

export type ChallengePurpose = 'verify' | 'enrol';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export const stepExpired = () => new AppError('MFA_STEP_EXPIRED', 'errors.mfa.stepExpired');

/**
 * The sign-in's second step after a right password (ADR 0046): a random token for the browser,
 * its hash here, valid MFA_STEP_MINUTES. The account's earlier steps end with it.
 */
export async function openChallenge(
  tx: Executor,
  userId: number,
  purpose: ChallengePurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
  await tx.insert(mfaChallenges).values({
    tokenHash: hashOf(token),
    userId,
    purpose,
    expiresAt: sql`now() + make_interval(mins => ${MFA_STEP_MINUTES})`,
  });
  return token;
}

/**
 * Counts one code against the step (unless `counted` is false: a step that sends no code) and
 * returns its account, in one statement so that parallel tries are counted exactly;
 * MFA_STEP_EXPIRED once it is past its time or its codes, or unknown.
 */
export async function claimChallenge(
  tx: Executor,
  token: string,
  purpose: ChallengePurpose,
  { counted = true }: { counted?: boolean } = {},
): Promise<{ id: string; userId: number }> {
  const [claimed] = await tx
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + ${counted ? 1 : 0}` })
    .where(
      and(
        eq(mfaChallenges.tokenHash, hashOf(token)),
        eq(mfaChallenges.purpose, purpose),
        gt(mfaChallenges.expiresAt, sql`now()`),
        lt(mfaChallenges.attempts, MFA_STEP_ATTEMPTS),
      ),
    )
    .returning({ id: mfaChallenges.id, userId: mfaChallenges.userId });
  if (!claimed) throw stepExpired();
  return claimed;
}

/** The step is done: its token works no more. */
export async function closeChallenge(tx: Executor, id: string): Promise<void> {
  await tx.delete(mfaChallenges).where(eq(mfaChallenges.id, id));
}

/** Steps past their time (the sign-in clean-up task): they are refused anyway, this keeps the table small. */
export async function forgetExpiredMfaSteps(db: Executor): Promise<void> {
  await db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, sql`now()`));
}
