import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { registrationHolds, type RegistrationHoldReason } from '../../db/schema/index.js';
import type { UserModel } from '../auth/users.repository.js';

/**
 * Addresses whose new signups need the Admin's consent (spec part 1 §4: "Re-registration after
 * deletion or blocking needs administrator consent"; ADR 0045), kept as the SHA-256 of the login
 * so that a deleted account's address is not kept in the clear.
 */
const holdKey = (login: string) => createHash('sha256').update(login).digest('base64url');

/** Holds `login`; a later block of an address deleted before keeps the stronger word. */
export async function holdRegistration(
  tx: Executor,
  login: string,
  reason: RegistrationHoldReason,
): Promise<void> {
  await tx
    .insert(registrationHolds)
    .values({ loginHash: holdKey(login), reason })
    .onConflictDoUpdate({
      target: registrationHolds.loginHash,
      set: {
        reason: sql`case when excluded.reason = 'blocked' then 'blocked' else ${registrationHolds.reason} end`,
      },
    });
}

/** Why a signup of `login` needs consent; null when it does not. */
export async function registrationHoldOf(
  tx: Executor,
  login: string,
): Promise<RegistrationHoldReason | null> {
  const [hold] = await tx
    .select({ reason: registrationHolds.reason })
    .from(registrationHolds)
    .where(eq(registrationHolds.loginHash, holdKey(login)));
  return hold?.reason ?? null;
}

/** The Admin consented to a signup of `login`: the address is free again. */
export async function releaseRegistration(tx: Executor, login: string): Promise<void> {
  await tx.delete(registrationHolds).where(eq(registrationHolds.loginHash, holdKey(login)));
}

/**
 * Holds the address of an account an Admin deletes or unregisters: signing up again with it needs
 * consent. A blocked account's address stays held as blocked.
 */
export function holdDeletedAddress(tx: Executor, account: UserModel): Promise<void> {
  return holdRegistration(tx, account.login, account.blockedAt ? 'blocked' : 'deleted');
}
