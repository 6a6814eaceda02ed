import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../db/client.js';
import { loginChallengeSecret } from '../db/schema/index.js';

/**
 * The proof of work asked of a sign-in after a few failures (ADR 0018): a self-hosted ALTCHA
 * challenge (`altcha-lib` here, the `altcha` widget in the browser). The server signs what it
 * issues, so nobody picks an easy challenge; knows the answer in advance (deterministic mode,
 * `keySignature`), so checking one costs an HMAC; and records each solved one until it expires,
 * so none is accepted twice.
 */

export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';
/**
 * PBKDF2 rounds per try, and the range the secret counter is drawn from: a browser tries about
 * 4,000 counters, a second or two on a phone, spread over its cores by the widget's workers.
 */
const COST = 1000;
const COUNTER = { min: 2000, max: 6000 };
/** Long enough to type a password after the check finished; the widget asks again after it. */
export const CHALLENGE_TTL_SECONDS = 10 * 60;

interface Secrets {
  signature: string;
  key: string;
}

const secretsByDatabase = new WeakMap<Database, Promise<Secrets>>();

/** Two HMAC keys derived from the database's one secret (migration 0004), read once per pool. */
function secretsOf(db: Database): Promise<Secrets> {
  let secrets = secretsByDatabase.get(db);
  if (!secrets) {
    secrets = db
      .select({ secret: loginChallengeSecret.secret })
      .from(loginChallengeSecret)
      .then(([row]) => {
        if (!row) throw new Error('login_challenge_secret has no row (migration 0004)');
        const derive = (purpose: string) =>
          createHmac('sha256', row.secret).update(purpose).digest('hex');
        return { signature: derive('altcha-signature'), key: derive('altcha-key') };
      });
    // A failed read (database down) is tried again by the next request.
    secrets.catch(() => secretsByDatabase.delete(db));
    secretsByDatabase.set(db, secrets);
  }
  return secrets;
}

/**
 * A new signed challenge, as the JSON the widget takes (`{ parameters, signature }`). `expiresAt`
 * is for tests of expiry.
 */
export async function createLoginChallenge(
  db: Database,
  expiresAt = new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
): Promise<string> {
  const secrets = await secretsOf(db);
  const challenge = await createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER.max, COUNTER.min),
    deriveKey,
    expiresAt,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  });
  return JSON.stringify(challenge);
}

/** What the widget sends: base64 of `{ challenge: { parameters, signature }, solution }`. */
const ZPayload = z.object({
  challenge: z.object({
    parameters: z
      .object({ nonce: z.string().regex(/^[0-9a-f]{1,128}$/), expiresAt: z.number().int() })
      .loose(),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string() }),
});

function decode(payload: string): z.infer<typeof ZPayload> | null {
  try {
    const parsed = ZPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether `payload` solves a challenge this server issued, not expired and never used before; a
 * valid one is spent by this call (one insert decides between two requests carrying it).
 */
export async function spendLoginChallenge(db: Database, payload: string): Promise<boolean> {
  const decoded = decode(payload);
  if (!decoded) return false;
  const secrets = await secretsOf(db);
  try {
    const result = await verifySolution({
      // The signature covers every parameter, so what came from the client is checked whole.
      challenge: decoded.challenge as unknown as Challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  const { nonce, expiresAt } = decoded.challenge.parameters;
  return markSpent(db, nonce, new Date(expiresAt * 1000));
}

async function markSpent(db: Executor, nonce: string, expiresAt: Date): Promise<boolean> {
  const { rows } = await db.execute(sql`
    insert into spent_login_challenges (nonce, expires_at) values (${nonce}, ${expiresAt})
    on conflict (nonce) do nothing
    returning nonce`);
  return rows.length > 0;
}

/** Removes spent challenges that expired: an expired one is refused anyway. */
export async function forgetExpiredChallenges(db: Executor): Promise<number> {
  const { rowCount } = await db.execute(
    sql`delete from spent_login_challenges where expires_at < now()`,
  );
  return rowCount ?? 0;
}
