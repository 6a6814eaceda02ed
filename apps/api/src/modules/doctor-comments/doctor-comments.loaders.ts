import type { Loader } from '../../graphql/loaders.js';
import { distinct } from '../../graphql/loaders.js';
import { present } from '../../graphql/non-null.js';
import { findUsersByIds, type UserModel } from '../auth/users.repository.js';
import type { DoctorCommentRow } from './doctor-comments.repository.js';

/**
 * `DoctorComment.createdBy` for every comment of an answer in one statement (ADR 0022): 200
 * comments by three authors read three users, deleted accounts included (ADR 0030).
 */
const createdBy: Loader<DoctorCommentRow, UserModel> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.createdById);
  const found = new Map((await findUsersByIds(ctx.db, distinct(ids))).map((row) => [row.id, row]));
  // doctor_comments.created_by_id references users: a missing author is an error on the field.
  return ids.map((id) => present(found.get(id) ?? null, 'createdBy'));
};

export const doctorCommentsLoaders = { DoctorComment: { createdBy } };
