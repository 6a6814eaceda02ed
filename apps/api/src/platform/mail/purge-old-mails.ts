import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mails } from '../../db/schema/index.js';

/**
 * Deletes sent and failed mails older than the retention period: their bodies hold personal
 * links (confirmation, reset, results) that must not outlive their use. Queued mails stay, so a
 * stuck one remains visible. Returns how many were deleted.
 */
export async function purgeOldMails(db: Executor, retentionDays: number): Promise<number> {
  const deleted = await db
    .delete(mails)
    .where(
      and(
        lt(mails.createdAt, sql`now() - make_interval(days => ${retentionDays})`),
        inArray(mails.status, ['sent', 'failed']),
      ),
    )
    .returning({ id: mails.id });
  return deleted.length;
}
