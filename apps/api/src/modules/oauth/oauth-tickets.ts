import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { oauthTickets, type SocialProviderName } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { SocialIdentity } from './social-providers.js';

/**
 * What the callback learnt from the provider, held for the browser behind a random ticket (only
 * its hash here) for TICKET_MINUTES (ADR 0047): time to sign in, or to fill in /signup.
 */
const TICKET_MINUTES = 30;
const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

export const invalidTicket = () => new AppError('LINK_INVALID', 'errors.oauth.invalidTicket');

export async function issueTicket(db: Executor, identity: SocialIdentity): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.insert(oauthTickets).values({
    tokenHash: hashOf(ticket),
    ...identity,
    expiresAt: sql`now() + make_interval(mins => ${TICKET_MINUTES})`,
  });
  return ticket;
}

/** The identity of a live, unused ticket of `provider`; refused alike when there is none. */
export async function readTicket(
  db: Executor,
  ticket: string,
  provider: SocialProviderName,
): Promise<SocialIdentity> {
  if (!TICKET_PATTERN.test(ticket)) throw invalidTicket();
  const [row] = await db
    .select()
    .from(oauthTickets)
    .where(
      and(
        eq(oauthTickets.tokenHash, hashOf(ticket)),
        eq(oauthTickets.provider, provider),
        isNull(oauthTickets.usedAt),
        gt(oauthTickets.expiresAt, sql`now()`),
      ),
    );
  if (!row) throw invalidTicket();
  return {
    provider: row.provider,
    subject: row.subject,
    email: row.email,
    emailVerified: row.emailVerified,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

/** Uses the ticket up, in the transaction that acts on it; false when another request did. */
export async function spendTicket(tx: Executor, ticket: string): Promise<boolean> {
  const spent = await tx
    .update(oauthTickets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oauthTickets.tokenHash, hashOf(ticket)), isNull(oauthTickets.usedAt)))
    .returning({ tokenHash: oauthTickets.tokenHash });
  return spent.length > 0;
}

/** Tickets past their time (the sign-in clean-up task). */
export async function forgetExpiredTickets(db: Executor): Promise<void> {
  await db.delete(oauthTickets).where(lt(oauthTickets.expiresAt, sql`now()`));
}
