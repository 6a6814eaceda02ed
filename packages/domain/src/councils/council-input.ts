import { z } from 'zod';
import { ZLogin } from '../schemas/fields.js';
import { ZRecordId } from '../schemas/files.js';
import { tablePagination } from '../schemas/pagination.js';
import { multiLineText, singleLineText } from '../schemas/text.js';

/*
 * Councils (konsylium; spec part 2 §2 "Councils", §3 Council, §4 "Council invitation", §5
 * "Council invite", §7; issue 22 §1): referring doctors discuss a case around shared studies.
 */

export const COUNCIL_NAME_MAX = 200;
/** Studies one council gathers: a case, not an archive. */
export const COUNCIL_STUDIES_MAX = 20;
/** Addresses invited at once. */
export const COUNCIL_INVITES_MAX = 30;
export const COUNCIL_POST_MAX = 5000;
export const COUNCIL_POSTS_PAGE_SIZE = 50;

export const COUNCIL_INVITE_STATUSES = ['Pending', 'Accepted', 'Rejected', 'Withdrawn'] as const;
export type CouncilInviteStatus = (typeof COUNCIL_INVITE_STATUSES)[number];

/** 'Council invite': only valid e-mail addresses, each required (part 2 §5); compared in lower case. */
const invitedEmails = (min: number) =>
  z
    .array(ZLogin)
    .min(min, { error: 'validation.council.emailsRequired' })
    .max(COUNCIL_INVITES_MAX)
    .transform((emails) => [...new Set(emails)]);

export const ZCreateCouncilInput = z.object({
  name: singleLineText({ max: COUNCIL_NAME_MAX, required: 'validation.council.nameRequired' }),
  studyIds: z
    .array(ZRecordId)
    .min(1, { error: 'validation.council.studiesRequired' })
    .max(COUNCIL_STUDIES_MAX)
    .transform((ids) => [...new Set(ids)]),
  doctorEmails: invitedEmails(0)
    .nullish()
    .transform((emails) => emails ?? []),
});
export type TCreateCouncilInput = z.output<typeof ZCreateCouncilInput>;

export const ZInviteToCouncil = z.object({
  councilId: ZRecordId,
  doctorEmail: invitedEmails(1),
});
export type TInviteToCouncil = z.output<typeof ZInviteToCouncil>;

export const ZCouncilPostInput = z.object({
  councilId: ZRecordId,
  content: multiLineText({ max: COUNCIL_POST_MAX, required: 'validation.council.postRequired' }),
});
export type TCouncilPostInput = z.output<typeof ZCouncilPostInput>;

export const ZCouncilPostsQuery = z.object({
  councilId: ZRecordId,
  pagination: tablePagination(COUNCIL_POSTS_PAGE_SIZE),
});
export type TCouncilPostsQuery = z.output<typeof ZCouncilPostsQuery>;
