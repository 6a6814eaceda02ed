import { z } from 'zod';
import { ZRecordId } from '../schemas/files.js';

/**
 * Scheduling by link (spec part 1 §2 /schedule-appointment, §4 and §5 "Scheduling by link";
 * issue 17 §2): a referral's patient books the referred study from a mailed, single-use link.
 * These are our choices, not the spec's tables (ADR 0040).
 */

/** How long a mailed scheduling link works. */
export const SCHEDULING_LINK_TTL_DAYS = 7;
/** Links one e-mail address may be sent within an hour: a mailbox is not flooded by mistake. */
export const SCHEDULING_LINKS_PER_ADDRESS_PER_HOUR = 5;

/**
 * A link's token as the server issues it: 32 random bytes, base64url (43 characters). Anything
 * else is not a token of ours and is refused before the database is asked.
 */
export const ZSchedulingToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** scheduleAppointmentFromLink: a slot the page was offered (spec part 1 §3 Appointment slot). */
export const ZScheduleFromLinkInput = z.object({
  branchId: ZRecordId,
  studyTypeId: ZRecordId,
  deviceId: ZRecordId,
  startTime: z.date({ error: 'validation.date.invalid' }),
  endTime: z.date({ error: 'validation.date.invalid' }),
});
export type TScheduleFromLinkInput = z.output<typeof ZScheduleFromLinkInput>;
