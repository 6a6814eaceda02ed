import { ZLogin } from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { contacts, users } from '../../db/schema/index.js';
import { AppError, parseInput } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { findUserById, type UserModel, greetingName } from '../auth/users.repository.js';
import { releaseRegistration } from '../users/registration-holds.js';

const audit = entityAudit('user');

const noSuchAccount = () => new AppError('NOT_FOUND', 'errors.signup.noAccountToActivate');
const consentNeeded = () => new AppError('CONFLICT', 'errors.signup.holdNeedsConsent');

/**
 * activate(email) (spec part 2 §7; ADR 0044): an Admin or a Manager verifies an account that
 * signed up, which may then sign in once its address is confirmed; its owner is mailed. Verifying
 * a verified account changes nothing and mails nobody. A signup of an address an Admin blocked or
 * deleted is verified only with `consent`, which frees the address (ADR 0045).
 */
export async function activateAccount(
  deps: { db: Database; mailer: Mailer; events: EventPublisher },
  actor: Actor,
  email: string,
  consent = false,
): Promise<UserModel> {
  const login = parseInput(ZLogin, email);
  const id = await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: users.id,
        verifiedAt: users.verifiedAt,
        registrationHold: users.registrationHold,
        name: greetingName,
      })
      .from(users)
      .innerJoin(contacts, eq(contacts.id, users.contactId))
      .where(and(eq(users.login, login), isNull(users.deletedAt)))
      .for('update', { of: users });
    if (!account) throw noSuchAccount();
    if (account.verifiedAt) return account.id;
    if (account.registrationHold) {
      if (!consent) throw consentNeeded();
      await releaseRegistration(tx, login);
    }
    await tx
      .update(users)
      .set({
        verifiedAt: sql`now()`,
        registrationHold: null,
        updatedAt: sql`now()`,
        version: sql`${users.version} + 1`,
      })
      .where(eq(users.id, account.id));
    await deps.mailer.enqueue(tx, {
      template: 'account-notice',
      params: { notice: 'verified', ...(account.name ? { name: account.name } : {}) },
      dedupeKey: `account-verified:${account.id}`,
      to: login,
      lang: 'pl',
    });
    await audit(
      tx,
      actor,
      'user.activate',
      account.id,
      account.registrationHold ? { consentTo: account.registrationHold } : {},
    );
    return account.id;
  });
  deps.events.publish(userUpdated(id));
  return (await findUserById(deps.db, id))!;
}
