import {
  type Lang,
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RESET_REQUESTS_PER_CLIENT_PER_HOUR,
  PASSWORD_RESET_REQUESTS_PER_LOGIN_PER_HOUR,
} from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Caller } from '../../auth/actor.js';
import { issueAccountToken } from '../../auth/account-tokens.js';
import type { Database, Executor } from '../../db/client.js';
import { contacts, users } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { greetingName } from '../auth/users.repository.js';
import { countInWindow, hashedWindowKey } from '../auth/call-windows.js';

export interface PasswordResetRequestDeps {
  db: Database;
  mailer: Mailer;
}

const perHour = (max: number) => ({ max, windowMinutes: 60 });

/** The throttle key of a login: its hash, so the table never holds an address. */
const loginKey = (login: string) => hashedWindowKey('passwordReset:login', login);

/** The live, active account of a login with the name its mail greets, or undefined. */
async function resettableAccount(db: Executor, login: string) {
  const [row] = await db
    .select({
      id: users.id,
      login: users.login,
      name: greetingName,
    })
    .from(users)
    .innerJoin(contacts, eq(contacts.id, users.contactId))
    // A blocked account gets no link: it could not sign in with the new password (ADR 0045).
    .where(
      and(
        eq(users.login, login),
        isNull(users.deletedAt),
        eq(users.active, true),
        isNull(users.blockedAt),
      ),
    );
  return row;
}

/**
 * A new single-use reset link of the account, mailed in `lang`; the account's earlier reset
 * links stop working (only the newest mail counts). A set-password link of a new account is
 * left alone.
 */
export async function issueResetLink(
  tx: Executor,
  mailer: Mailer,
  account: { id: number; login: string; name: string | null },
  lang: Lang,
): Promise<string> {
  const { id, token } = await issueAccountToken(
    tx,
    account.id,
    'reset',
    sql`make_interval(mins => ${PASSWORD_RESET_LINK_MINUTES})`,
  );
  await mailer.enqueue(tx, {
    template: 'password-reset',
    params: {
      token,
      validForMinutes: PASSWORD_RESET_LINK_MINUTES,
      ...(account.name ? { name: account.name } : {}),
    },
    dedupeKey: `password-reset:${id}`,
    to: account.login,
    lang,
  });
  return id;
}

/**
 * initPasswordReset(email) (spec part 1 §7; issue 19 §2): the same answer — true — whether or not
 * the address is an account's, so the form tells nobody who has one. Limited per client address
 * and per login (existing or not, so a limit tells nothing either); an active account gets a link
 * to /reset-password in the caller's language, and resetPassword does the rest.
 */
export async function requestPasswordReset(
  deps: PasswordResetRequestDeps,
  caller: Caller & { lang: Lang },
  input: { email: string },
): Promise<true> {
  await countInWindow(
    deps.db,
    `passwordReset:client:${caller.address}`,
    perHour(PASSWORD_RESET_REQUESTS_PER_CLIENT_PER_HOUR),
  );
  await countInWindow(
    deps.db,
    loginKey(input.email),
    perHour(PASSWORD_RESET_REQUESTS_PER_LOGIN_PER_HOUR),
  );
  await deps.db.transaction(async (tx) => {
    const account = await resettableAccount(tx, input.email);
    const linkId = account ? await issueResetLink(tx, deps.mailer, account, caller.lang) : null;
    // Whether a link went out, and to which account; never the address asked for.
    await recordAudit(tx, {
      action: 'user.requestPasswordReset',
      outcome: account ? 'success' : 'denied',
      ...(account ? { actorUserId: account.id, entityType: 'user', entityId: account.id } : {}),
      address: caller.address,
      details: account ? { linkId } : { reason: 'noAccount' },
    });
  });
  return true;
}
