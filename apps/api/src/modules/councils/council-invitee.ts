import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { councilInvites, users } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { CouncilInviteModel } from './councils.repository.js';

/** inviteDoctorsToCouncil's `userId`: that account's address (its login). */
export async function findUserLogin(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ login: users.login }).from(users).where(eq(users.id, userId));
  return row?.login ?? null;
}

/** An invitation a live event names (its recipient was checked by the subscription). */
export async function inviteById(db: Executor, id: number): Promise<CouncilInviteModel> {
  const [row] = await db.select().from(councilInvites).where(eq(councilInvites.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'errors.council.inviteNotFound');
  return row;
}
