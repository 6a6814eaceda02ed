import { councilInvites } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { councilInviteChanged } from '../../platform/pubsub/events.js';
import { deliverMessages } from '../messages/messages.service.js';
import { memberLogins, registeredDoctors, type CouncilModel } from './councils.repository.js';

/**
 * Invitations to a council (spec part 2 §4 "Council invitation"; issue 22 §1): one pending per
 * address. A registered doctor gets a CouncilInviteUpdate message and a live event at once; an
 * address without an account is mailed an invitation to sign up, and the invitation waits for
 * the account with that login. Already pending addresses are left as they are.
 */
export async function inviteAddresses(
  tx: Executor,
  mailer: Mailer,
  council: CouncilModel,
  inviter: { login: string; name: string },
  emails: readonly string[],
): Promise<(events: EventPublisher) => void> {
  if (emails.includes(inviter.login)) throw new AppError('CONFLICT', 'errors.council.selfInvite');
  const [member] = await memberLogins(tx, council.id, emails);
  if (member) {
    throw new AppError('CONFLICT', 'errors.council.alreadyMember', { params: { email: member } });
  }
  const created =
    emails.length === 0
      ? []
      : await tx
          .insert(councilInvites)
          .values(
            emails.map((email) => ({ councilId: council.id, email, invitedById: council.ownerId })),
          )
          .onConflictDoNothing()
          .returning({ id: councilInvites.id, email: councilInvites.email });
  const accounts = new Map(
    (
      await registeredDoctors(
        tx,
        created.map((invite) => invite.email),
      )
    ).map((account) => [account.login, account.userId]),
  );
  const delivery = await deliverMessages(
    tx,
    created.flatMap((invite) => {
      const recipientId = accounts.get(invite.email);
      if (recipientId === undefined) return [];
      return [
        {
          recipientId,
          messageType: 'CouncilInviteUpdate' as const,
          params: { council: council.name, kind: 'invited', person: inviter.name },
          linkedEntityId: council.id,
        },
      ];
    }),
  );
  for (const invite of created) {
    if (accounts.has(invite.email)) continue;
    await mailer.enqueue(tx, {
      template: 'council-invitation',
      params: { council: council.name, inviter: inviter.name },
      to: invite.email,
      lang: 'pl',
      dedupeKey: `council-invitation:${invite.id}`,
    });
  }
  return (events) => {
    delivery.announce(events);
    for (const invite of created) {
      const recipientId = accounts.get(invite.email);
      if (recipientId === undefined) continue;
      events.publish(
        councilInviteChanged('councilInviteAdded', {
          inviteId: invite.id,
          councilId: council.id,
          recipientId,
        }),
      );
    }
  };
}
