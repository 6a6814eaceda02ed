import { z } from 'zod';
import { warsawInstant } from '../calendar/warsaw-time.js';
import { ZRecordVersion } from './record-version.js';
import { multiLineText } from './text.js';

/**
 * What an Admin does to an account that breaks the terms (spec part 1 §4 "Doctor account
 * lifecycle", §6; issue 19 §1; ADR 0045): warn, suspend for a time, block, lift. The owner is
 * mailed each time with the Admin's words. The numbers are our choices, not the spec's tables.
 */

/** The longest suspension: past it the Admin blocks the account instead. */
export const SUSPENSION_MAX_DAYS = 365;
/** The Admin's message or reason, mailed to the owner as written. */
export const MODERATION_TEXT_MAX = 2000;

const moderationText = multiLineText({ max: MODERATION_TEXT_MAX, required: 'validation.required' });

export const ZAccountWarning = z.object({ message: moderationText });
export type TAccountWarning = z.input<typeof ZAccountWarning>;

export const ZAccountBlock = z.object({ reason: moderationText, version: ZRecordVersion });
export type TAccountBlock = z.input<typeof ZAccountBlock>;

/** The Admin picks the last day of a suspension (yyyy-MM-dd): it lasts until 23:59 Warsaw time. */
export const suspensionEndOf = (day: string): Date => warsawInstant(day, 23, 59);

/** A suspension ends in the future, at most SUSPENSION_MAX_DAYS from `now`. */
export function accountSuspensionSchema(now: Date = new Date()) {
  const latest = now.getTime() + SUSPENSION_MAX_DAYS * 24 * 60 * 60 * 1000;
  return z.object({
    until: z
      .date({ error: 'validation.date.required' })
      .refine((until) => until.getTime() > now.getTime(), {
        error: 'validation.suspension.future',
        abort: true,
      })
      .refine((until) => until.getTime() <= latest, {
        error: 'validation.suspension.max',
        params: { days: SUSPENSION_MAX_DAYS },
      }),
    reason: moderationText,
    version: ZRecordVersion,
  });
}
export type TAccountSuspension = z.input<ReturnType<typeof accountSuspensionSchema>>;
