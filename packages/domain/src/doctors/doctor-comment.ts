import { z } from 'zod';
import { multiLineText, singleLineText } from '../schemas/text.js';

/*
 * A comment the staff write about a doctor (spec part 2 §3 Comment, §5 "Doctor comment": it can
 * be sent only when its text is not empty). Only its author edits or deletes it (§6).
 */

export const COMMENT_TITLE_MAX = 200;
export const COMMENT_CONTENT_MAX = 5000;
/**
 * The most comments the tab shows, newest first: a doctor gathers a few a month; a cap keeps one
 * answer bounded all the same.
 */
export const DOCTOR_COMMENTS_LIMIT = 200;
/** The most comments one deleteComments call takes. */
export const DELETE_COMMENTS_MAX = 100;

/** CommentInput: the title may be left out (stored as ''), the content may not. */
export const ZCommentInput = z.object({
  title: singleLineText({ max: COMMENT_TITLE_MAX }).transform((title) => title ?? ''),
  content: multiLineText({ max: COMMENT_CONTENT_MAX, required: 'validation.comment.content' }),
});
export type TCommentInputForm = z.input<typeof ZCommentInput>;
export type TCommentInput = z.output<typeof ZCommentInput>;
