import { createHash, randomInt } from 'node:crypto';
import { formatRecoveryCode, MFA_RECOVERY_CODES } from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mfaRecoveryCodes } from '../../db/schema/index.js';

/** RFC 4648 base32's alphabet, lower case: no 0/1/8/9 to confuse with letters. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

function newCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * Ten new single-use codes in place of the account's old ones (ADR 0046); returned once, as the
 * user sees them (`abcd-efgh`), and kept only as hashes.
 */
export async function replaceRecoveryCodes(tx: Executor, userId: number): Promise<string[]> {
  const codes = Array.from({ length: MFA_RECOVERY_CODES }, newCode);
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx
    .insert(mfaRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashOf(code) })));
  return codes.map(formatRecoveryCode);
}

/** Uses up one of the account's unused codes; false when `code` is none of them. */
export async function spendRecoveryCode(
  tx: Executor,
  userId: number,
  code: string,
): Promise<boolean> {
  const spent = await tx
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashOf(code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return spent.length > 0;
}
