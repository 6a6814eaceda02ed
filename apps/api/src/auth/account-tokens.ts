import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { passwordTokens } from '../db/schema/index.js';
import { hashToken } from './tokens.js';

type Purpose = (typeof passwordTokens.$inferInsert)['purpose'];

/**
 * A new single-use mailed link of an account (ADR 0030, 0044): 32 random bytes, only their hash
 * kept, working until `now() + lifetime`. The account's earlier unused links of the same purpose
 * stop working: only the newest mail counts.
 */
export async function issueAccountToken(
  tx: Executor,
  userId: number,
  purpose: Purpose,
  lifetime: SQL,
): Promise<{ id: string; token: string }> {
  await tx
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(passwordTokens)
    .values({ userId, tokenHash: hashToken(token), purpose, expiresAt: sql`now() + ${lifetime}` })
    .returning({ id: passwordTokens.id });
  return { id: row!.id, token };
}
