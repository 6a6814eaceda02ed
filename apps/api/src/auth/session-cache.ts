/**
 * How long a looked-up session is trusted without asking the database again. Every request needs
 * its session; asking once per request was one of its four round trips (issue 11). A session
 * revoked or a user changed in this process is forgotten at once (sessions.ts, and every
 * `userUpdated` event: plugin.ts); in another API process it stays valid at most this long
 * (ADR 0028).
 */
export const SESSION_CACHE_MS = 5_000;

/** What the cache needs of a session (auth/sessions.ts `SessionUser`, without importing it). */
interface CachedSession {
  sessionId: string;
  userId: number;
}

/** Enough for every signed-in user of a network at once; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

interface Entry<S> {
  session: S;
  /** The session's own expiry (ms): never answered valid past it. */
  expiresAt: number;
  /** Until when this entry may answer (ms). */
  trustedUntil: number;
}

/**
 * Valid sessions by token hash, for SESSION_CACHE_MS. One per process (auth/sessions.ts): token
 * hashes are unique, so API instances in one process (tests) cannot see each other's entries.
 */
export class SessionCache<S extends CachedSession> {
  private readonly byToken = new Map<string, Entry<S>>();
  private trustMs = SESSION_CACHE_MS;

  /** SESSION_CACHE_SECONDS of the configuration; 0 turns the cache off. */
  setTrustMs(ms: number): void {
    this.trustMs = ms;
    if (ms === 0) this.byToken.clear();
  }

  get(tokenHash: string, now = Date.now()): S | undefined {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return undefined;
    if (entry.trustedUntil <= now || entry.expiresAt <= now) {
      this.byToken.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  set(tokenHash: string, session: S, expiresAt: Date, now = Date.now()): void {
    if (this.trustMs === 0) return;
    if (this.byToken.size >= MAX_ENTRIES) {
      const oldest = this.byToken.keys().next().value;
      if (oldest !== undefined) this.byToken.delete(oldest);
    }
    this.byToken.set(tokenHash, {
      session,
      expiresAt: expiresAt.getTime(),
      trustedUntil: now + this.trustMs,
    });
  }

  /** Forgets the sessions matching `test` (a revocation, a changed user). */
  forget(test: (session: S) => boolean): void {
    for (const [tokenHash, entry] of this.byToken) {
      if (test(entry.session)) this.byToken.delete(tokenHash);
    }
  }

  clear(): void {
    this.byToken.clear();
  }
}
