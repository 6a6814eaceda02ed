import { z } from 'zod';
import { ZRecordId } from '../schemas/files.js';
import { tablePagination } from '../schemas/pagination.js';

/*
 * Internal messages (spec part 2 §2 "Messages", §3 Message, §7; issue 22 §2): what the list asks
 * and what the read and delete calls take.
 */

export const MESSAGE_TYPES = ['CouncilInviteUpdate', 'Mailing', 'SharedStudy'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The list's page when none is asked for. */
export const MESSAGE_LIST_PAGE_SIZE = 20;
/** At most this many messages per markAsRead or deleteMessage. */
export const MESSAGE_IDS_MAX = 500;

export const ZMessagesQuery = z.object({
  where: z
    .object({
      unreadOnly: z
        .boolean()
        .nullish()
        .transform((value) => value ?? false),
    })
    .nullish()
    .transform((where) => where ?? { unreadOnly: false }),
  pagination: tablePagination(MESSAGE_LIST_PAGE_SIZE),
});
export type TMessagesQuery = z.output<typeof ZMessagesQuery>;

/** markAsRead(ids, includeImportant): none means every message of the caller. */
export const ZMarkAsRead = z.object({
  ids: z
    .array(ZRecordId)
    .max(MESSAGE_IDS_MAX)
    .nullish()
    .transform((ids) => ids ?? undefined),
  includeImportant: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});
export type TMarkAsRead = z.output<typeof ZMarkAsRead>;

export const ZDeleteMessages = z.object({
  ids: z.array(ZRecordId).min(1).max(MESSAGE_IDS_MAX),
  includeImportant: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});
export type TDeleteMessages = z.output<typeof ZDeleteMessages>;
