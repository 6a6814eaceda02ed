import { z } from 'zod';
import { ZRecordId } from '../schemas/files.js';

/*
 * A coordinator's visits pushed to an external calendar (spec part 2 §2, §7 "Calendar"; issue 21
 * §1; ADR 0052): the consent's return and the visits of a sync.
 */

/** At most this many visits per syncVisitsToCalendar: a page of the list is 20. */
export const CALENDAR_SYNC_MAX_VISITS = 500;

/** What the calendar service sends back to /visits/calendar-connected, for storeCalendarToken. */
export const ZCalendarConsent = z.object({
  code: z.string().trim().min(1).max(4096),
  state: z.string().trim().min(1).max(512),
});
export type TCalendarConsent = z.output<typeof ZCalendarConsent>;

/** syncVisitsToCalendar(visitIds): the given visits, or with none every change not yet pushed. */
export const ZCalendarSync = z.object({
  visitIds: z
    .array(ZRecordId)
    .max(CALENDAR_SYNC_MAX_VISITS)
    .nullish()
    .transform((ids) => ids ?? undefined),
});
