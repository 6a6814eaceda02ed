import type { Loader } from '../../graphql/loaders.js';
import { distinct } from '../../graphql/loaders.js';
import type { UserModel } from '../auth/users.repository.js';
import { accountsWithMfa } from './mfa.service.js';

/** Whether each user shown has an authenticator on, in one statement for all of them. */
const mfaEnabled: Loader<UserModel, boolean> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.id);
  const on = await accountsWithMfa(ctx.db, distinct(ids));
  return ids.map((id) => on.has(id));
};

export const mfaLoaders = { User: { mfaEnabled } };
