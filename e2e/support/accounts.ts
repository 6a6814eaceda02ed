import { withDatabase } from './database.js';
import { demoLogin, type Role } from './roles.js';
import { uniqueTag } from './unique.js';

/**
 * A new account of `role` with the demo password and the demo person's contact, terms accepted:
 * for tests that change an account's state (its password, its sign-in counts) without touching
 * the demo accounts other tests sign in with.
 */
export async function createAccountLike(role: Role): Promise<string> {
  const login = `e2e-${uniqueTag().toLowerCase()}@example.com`;
  const { rowCount } = await withDatabase((db) =>
    db.query(
      `insert into users (login, password_hash, roles, active, email_confirmed, accepted_terms,
         accepted_terms_at, contact_id)
       select $2, password_hash, roles, true, true, true, now(), contact_id
       from users where login = $1`,
      [demoLogin(role), login],
    ),
  );
  if (rowCount !== 1) throw new Error(`No demo account of ${role}`);
  return login;
}
