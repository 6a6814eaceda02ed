import type {
  TCouncilPostInput,
  TCouncilPostsQuery,
  TCreateCouncilInput,
  TInviteToCouncil,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Database, Executor } from '../../db/client.js';
import { councilMembers, councilPosts, councils, councilStudies } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { councilInviteChanged, type PortalEvent } from '../../platform/pubsub/events.js';
import { doctorDisplayName } from '../doctors/doctor-name.js';
import { findDoctorsByIds } from '../doctors/doctors.repository.js';
import { deliverMessages, type Delivery } from '../messages/messages.service.js';
import type { CouncilUpdate } from '../messages/message-text.js';
import { studiesOf } from '../studies/studies.repository.js';
import { rebuildStudyAccess } from '../studies/study-writes.js';
import { inviteAddresses } from './council-invitations.js';
import {
  answerInvite,
  councilStudyIds,
  doctorOfUser,
  lockPendingInvite,
  memberCouncil,
  membersCouncils,
  ownedCouncils,
  pendingInvitesTo,
  postsOf,
  type CouncilInviteModel,
  type CouncilModel,
  type CouncilPostModel,
  type CouncilPostPage,
} from './councils.repository.js';

/**
 * Councils (konsylium; spec part 2 §2 "Councils", §4 "Council invitation", §7; issue 22 §1,
 * ADR 0054). A referring doctor gathers studies they see and invites colleagues by address;
 * members see the studies and the discussion. Each change is one transaction with its audit row,
 * its messages and mails; its live events go out once it committed.
 */

export interface CouncilDeps {
  db: Database;
  mailer: Mailer;
  events: EventPublisher;
}

const audit = entityAudit('council');

export const councilNotFound = (id: number) =>
  new AppError('NOT_FOUND', 'errors.council.notFound', { params: { id } });
const ownerOnly = () => new AppError('FORBIDDEN', 'errors.council.ownerOnly');
const inviteNotFound = () => new AppError('NOT_FOUND', 'errors.council.inviteNotFound');

/** The caller as a council sees them: their doctor record, its name and their login. */
export async function councilCaller(db: Executor, actor: Actor) {
  const doctor = await doctorOfUser(db, actor.userId);
  // A referring account always has one; one made by hand without it has no councils to use.
  if (!doctor) throw new AppError('CONFLICT', 'errors.council.noDoctorProfile');
  const [record] = await findDoctorsByIds(db, [doctor.id]);
  return { ...doctor, name: record ? doctorDisplayName(record) : doctor.login };
}
type CouncilCaller = Awaited<ReturnType<typeof councilCaller>>;

/** What a change tells once committed: its messages and its live events. */
function announcement(delivery: Delivery | null, events: PortalEvent[] = []) {
  return (publisher: EventPublisher) => {
    delivery?.announce(publisher);
    for (const event of events) publisher.publish(event);
  };
}

/** A message about a council's invitation to one account. */
function councilUpdate(
  recipientId: number,
  council: CouncilModel,
  kind: CouncilUpdate,
  person: string,
) {
  return {
    recipientId,
    messageType: 'CouncilInviteUpdate' as const,
    params: { council: council.name, kind, person },
    linkedEntityId: council.id,
  };
}

/** Rewrites who sees the council's studies after its membership changed. */
async function rebuildCouncilAccess(tx: Executor, councilId: number): Promise<void> {
  for (const { studyId } of await councilStudyIds(tx, [councilId])) {
    await rebuildStudyAccess(tx, studyId);
  }
}

async function ownedCouncil(tx: Executor, caller: CouncilCaller, id: number) {
  const council = await memberCouncil(tx, id, caller.id);
  if (!council) throw councilNotFound(id);
  if (council.ownerId !== caller.id) throw ownerOnly();
  return council;
}

/** createCouncil: studies the caller sees, the caller its founder and first member. */
export async function createCouncil(
  deps: CouncilDeps,
  actor: Actor,
  input: TCreateCouncilInput,
): Promise<CouncilModel> {
  const caller = await councilCaller(deps.db, actor);
  const visible = new Set((await studiesOf(deps.db, actor).byIds(input.studyIds)).map((s) => s.id));
  const hidden = input.studyIds.find((id) => !visible.has(id));
  if (hidden !== undefined) {
    throw new AppError('NOT_FOUND', 'errors.council.studyNotVisible', { params: { id: hidden } });
  }
  const { council, announce } = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(councils)
      .values({ name: input.name, ownerId: caller.id })
      .returning();
    await tx.insert(councilMembers).values({ councilId: created!.id, doctorId: caller.id });
    await tx
      .insert(councilStudies)
      .values(input.studyIds.map((studyId) => ({ councilId: created!.id, studyId })));
    await rebuildCouncilAccess(tx, created!.id);
    await audit(tx, actor, 'council.create', created!.id, { studyIds: input.studyIds });
    const invited = await inviteAddresses(tx, deps.mailer, created!, caller, input.doctorEmails);
    return { council: created!, announce: invited };
  });
  announce(deps.events);
  return council;
}

/** inviteDoctorsToCouncil: the founder invites addresses (already members are refused). */
export async function inviteToCouncil(
  deps: CouncilDeps,
  actor: Actor,
  input: TInviteToCouncil,
): Promise<CouncilModel> {
  const caller = await councilCaller(deps.db, actor);
  const { council, announce } = await deps.db.transaction(async (tx) => {
    const owned = await ownedCouncil(tx, caller, input.councilId);
    const invited = await inviteAddresses(tx, deps.mailer, owned, caller, input.doctorEmail);
    await audit(tx, actor, 'council.invite', owned.id, { count: input.doctorEmail.length });
    return { council: owned, announce: invited };
  });
  announce(deps.events);
  return council;
}

/** withdrawCouncilInvite: the founder takes a pending invitation back. */
export async function withdrawInvite(
  deps: CouncilDeps,
  actor: Actor,
  { councilId, email }: { councilId: number; email: string },
): Promise<CouncilModel> {
  const caller = await councilCaller(deps.db, actor);
  return deps.db.transaction(async (tx) => {
    const council = await ownedCouncil(tx, caller, councilId);
    const invite = await lockPendingInvite(tx, councilId, email);
    if (!invite) throw inviteNotFound();
    await answerInvite(tx, invite.id, 'Withdrawn');
    await audit(tx, actor, 'council.withdrawInvite', councilId, { inviteId: invite.id });
    return council;
  });
}

/** The pending invitation of the caller's address, locked, with its council. */
async function callersInvite(tx: Executor, caller: CouncilCaller, councilId: number) {
  const invite = await lockPendingInvite(tx, councilId, caller.login);
  if (!invite) throw inviteNotFound();
  const [council] = await tx.select().from(councils).where(eq(councils.id, councilId));
  if (!council) throw inviteNotFound();
  const [owner] = await findDoctorsByIds(tx, [council.ownerId]);
  return { invite, council, ownerUserId: owner?.hasAccount ? owner.userId : null };
}

/** acceptInviteToCouncil: the invitee joins and sees the council's studies from now on. */
export async function acceptInvite(
  deps: CouncilDeps,
  actor: Actor,
  councilId: number,
): Promise<CouncilModel> {
  const caller = await councilCaller(deps.db, actor);
  const { council, announce } = await deps.db.transaction(async (tx) => {
    const { invite, council, ownerUserId } = await callersInvite(tx, caller, councilId);
    await answerInvite(tx, invite.id, 'Accepted');
    await tx
      .insert(councilMembers)
      .values({ councilId, doctorId: caller.id })
      .onConflictDoNothing();
    await rebuildCouncilAccess(tx, councilId);
    await audit(tx, actor, 'council.accept', councilId, { inviteId: invite.id });
    return {
      council,
      announce: await toldFounder(tx, council, invite, ownerUserId, caller, 'accepted'),
    };
  });
  announce(deps.events);
  return council;
}

/** rejectInviteToCouncil: the invitee declines; the founder hears of it. */
export async function rejectInvite(
  deps: CouncilDeps,
  actor: Actor,
  councilId: number,
): Promise<void> {
  const caller = await councilCaller(deps.db, actor);
  const announce = await deps.db.transaction(async (tx) => {
    const { invite, council, ownerUserId } = await callersInvite(tx, caller, councilId);
    await answerInvite(tx, invite.id, 'Rejected');
    await audit(tx, actor, 'council.reject', councilId, { inviteId: invite.id });
    return toldFounder(tx, council, invite, ownerUserId, caller, 'rejected');
  });
  announce(deps.events);
}

/** The founder's message and live event about an answer to their invitation. */
async function toldFounder(
  tx: Executor,
  council: CouncilModel,
  invite: CouncilInviteModel,
  ownerUserId: number | null,
  caller: CouncilCaller,
  kind: 'accepted' | 'rejected',
) {
  if (ownerUserId === null) return announcement(null);
  const delivery = await deliverMessages(tx, [
    councilUpdate(ownerUserId, council, kind, caller.name),
  ]);
  const change = kind === 'accepted' ? 'councilInviteAccepted' : 'councilInviteRejected';
  return announcement(delivery, [
    councilInviteChanged(change, {
      inviteId: invite.id,
      councilId: council.id,
      recipientId: ownerUserId,
    }),
  ]);
}

/**
 * removeDoctorFromCouncil: the founder removes a member, or a member resigns (their own doctor
 * id); the council's studies stop being theirs to see. The founder cannot leave.
 */
export async function removeFromCouncil(
  deps: CouncilDeps,
  actor: Actor,
  { councilId, doctorId }: { councilId: number; doctorId: number },
): Promise<void> {
  const caller = await councilCaller(deps.db, actor);
  const announce = await deps.db.transaction(async (tx) => {
    const council = await memberCouncil(tx, councilId, caller.id);
    if (!council) throw councilNotFound(councilId);
    const resigning = doctorId === caller.id;
    if (resigning && council.ownerId === caller.id) {
      throw new AppError('CONFLICT', 'errors.council.ownerCannotLeave');
    }
    if (!resigning && council.ownerId !== caller.id) throw ownerOnly();
    const removed = await tx
      .delete(councilMembers)
      .where(and(eq(councilMembers.councilId, councilId), eq(councilMembers.doctorId, doctorId)))
      .returning({ doctorId: councilMembers.doctorId });
    if (removed.length === 0) throw new AppError('NOT_FOUND', 'errors.council.memberNotFound');
    await rebuildCouncilAccess(tx, councilId);
    await audit(tx, actor, resigning ? 'council.resign' : 'council.remove', councilId, {
      doctorId,
    });
    if (resigning) return announcement(null);
    const [member] = await findDoctorsByIds(tx, [doctorId]);
    if (!member?.userId || !member.hasAccount) return announcement(null);
    return announcement(
      await deliverMessages(tx, [councilUpdate(member.userId, council, 'removed', caller.name)]),
    );
  });
  announce(deps.events);
}

/** One council the caller is a member of. */
export async function getCouncil(db: Executor, actor: Actor, id: number): Promise<CouncilModel> {
  const caller = await councilCaller(db, actor);
  const council = await memberCouncil(db, id, caller.id);
  if (!council) throw councilNotFound(id);
  return council;
}

/** The caller's lists are empty without a doctor record. */
export async function myCouncils(db: Executor, actor: Actor): Promise<CouncilModel[]> {
  const doctor = await doctorOfUser(db, actor.userId);
  return doctor ? ownedCouncils(db, doctor.id) : [];
}

export async function myParticipations(db: Executor, actor: Actor): Promise<CouncilModel[]> {
  const doctor = await doctorOfUser(db, actor.userId);
  return doctor ? membersCouncils(db, doctor.id, { joinedOnly: true }) : [];
}

export async function myInvites(db: Executor, actor: Actor): Promise<CouncilInviteModel[]> {
  const doctor = await doctorOfUser(db, actor.userId);
  return doctor ? pendingInvitesTo(db, doctor.login) : [];
}

/** getCouncils(userId): an account's councils (the doctor view's tab, Admin). */
export async function councilsOfUser(db: Executor, userId: number): Promise<CouncilModel[]> {
  const doctor = await doctorOfUser(db, userId);
  return doctor ? membersCouncils(db, doctor.id, { joinedOnly: false }) : [];
}

export async function councilPostsPage(
  db: Executor,
  actor: Actor,
  { councilId, pagination }: TCouncilPostsQuery,
): Promise<CouncilPostPage> {
  await getCouncil(db, actor, councilId);
  return postsOf(db, councilId, pagination);
}

/** addCouncilPost: a member's post to the council's discussion. */
export async function addCouncilPost(
  deps: CouncilDeps,
  actor: Actor,
  { councilId, content }: TCouncilPostInput,
): Promise<CouncilPostModel> {
  const caller = await councilCaller(deps.db, actor);
  return deps.db.transaction(async (tx) => {
    const council = await memberCouncil(tx, councilId, caller.id);
    if (!council) throw councilNotFound(councilId);
    const [post] = await tx
      .insert(councilPosts)
      .values({ councilId, authorId: caller.id, content })
      .returning();
    await audit(tx, actor, 'council.post', councilId, { postId: post!.id });
    return post!;
  });
}
