import { withDatabase } from './database.js';
import { demoLogin, type Role } from './roles.js';
import { uniqueTag } from './unique.js';

/**
 * A new account of `role` with the demo password and the demo person's contact, terms accepted:
 * for tests that change an account's state (its password, its sign-in counts) without touching
 * the demo accounts other tests sign in with. `ownContact` gives it a copy of that contact, for
 * tests that change or remove the person's data (the demo account keeps its name).
 */
export async function createAccountLike(
  role: Role,
  { ownContact = false }: { ownContact?: boolean } = {},
): Promise<string> {
  const login = `e2e-${uniqueTag().toLowerCase()}@example.com`;
  const { rowCount } = await withDatabase((db) =>
    db.query(
      `with demo as (select * from users where login = $1),
       copied as (
         insert into contacts (first_name, last_name, phone_numbers, email_addresses)
         select first_name, last_name, phone_numbers, email_addresses
         from contacts where $3 and id = (select contact_id from demo)
         returning id)
       insert into users (login, password_hash, roles, active, email_confirmed, accepted_terms,
         accepted_terms_at, contact_id)
       select $2, password_hash, roles, true, true, true, now(),
         coalesce((select id from copied), contact_id)
       from demo`,
      [demoLogin(role), login, ownContact],
    ),
  );
  if (rowCount !== 1) throw new Error(`No demo account of ${role}`);
  return login;
}
