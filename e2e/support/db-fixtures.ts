import { createHash } from 'node:crypto';
import { withDatabase } from './database.js';

/** The server keeps only the SHA-256 of each bearer token (ADR 0002). */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Makes the session of `token` run out a minute ago, as if its time had passed. */
export async function expireSession(token: string): Promise<void> {
  await updateSession(token, `expires_at = now() - interval '1 minute'`);
}

/** Revokes the session of `token` on the server, as an administrator or a logout elsewhere would. */
export async function revokeSession(token: string): Promise<void> {
  await updateSession(token, 'revoked_at = now()');
}

async function updateSession(token: string, assignment: string): Promise<void> {
  const { rowCount } = await withDatabase((db) =>
    db.query(`update sessions set ${assignment} where token_hash = $1`, [tokenHash(token)]),
  );
  if (rowCount !== 1) throw new Error('No session found for the token');
}

/** Whether the session of `token` has been revoked (e.g. by a logout). */
export async function isSessionRevoked(token: string): Promise<boolean> {
  const { rows } = await withDatabase((db) =>
    db.query<{ revoked: boolean }>(
      'select revoked_at is not null as revoked from sessions where token_hash = $1',
      [tokenHash(token)],
    ),
  );
  if (rows.length !== 1) throw new Error('No session found for the token');
  return rows[0]!.revoked;
}

/** Lets a user be asked to accept the terms again at the next sign-in. */
export async function setAcceptedTerms(login: string, accepted: boolean): Promise<void> {
  const { rowCount } = await withDatabase((db) =>
    db.query(
      `update users set accepted_terms = $2,
         accepted_terms_at = case when $2 then now() else null end
       where login = $1`,
      [login, accepted],
    ),
  );
  if (rowCount !== 1) throw new Error(`No user ${login}`);
}

export async function hasAcceptedTerms(login: string): Promise<boolean> {
  const { rows } = await withDatabase((db) =>
    db.query<{ accepted_terms: boolean }>('select accepted_terms from users where login = $1', [
      login,
    ]),
  );
  if (rows.length !== 1) throw new Error(`No user ${login}`);
  return rows[0]!.accepted_terms;
}

/** How many sessions a user has ever had (revoked and expired ones included). */
export async function countSessions(login: string): Promise<number> {
  const { rows } = await withDatabase((db) =>
    db.query<{ count: string }>(
      'select count(*) from sessions s join users u on u.id = s.user_id where u.login = $1',
      [login],
    ),
  );
  return Number(rows[0]!.count);
}
