import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { contacts, users } from '../../db/schema/index.js';
import type { UserModel } from '../auth/users.repository.js';

/**
 * Active, live users with the HelpContact role, by last name (the role filter uses the gin index
 * users_roles). Built once (ADR 0029): every user's help page reads it.
 */
export function listHelpContacts(db: Executor, count: number): Promise<UserModel[]> {
  const statement = preparedStatement(db, 'help.contacts', 'reuse', () =>
    db
      .select(getTableColumns(users))
      .from(users)
      .innerJoin(contacts, eq(contacts.id, users.contactId))
      .where(
        sql`${users.roles} @> '{HelpContact}'::text[] and ${users.active} and ${users.deletedAt} is null`,
      )
      .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(users.id))
      .limit(sql.placeholder('count')),
  );
  return statement.bind({ count }).run();
}
