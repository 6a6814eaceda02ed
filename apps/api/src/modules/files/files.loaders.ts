import { AppError } from '../../errors/app-error.js';
import { distinct, type Loader } from '../../graphql/loaders.js';
import type { UserModel } from '../auth/users.repository.js';
import { profilePictureUrls } from './profile-picture.service.js';

/**
 * Each user's picture URL, in one statement for every user shown (ADR 0022). Null without a
 * session too: `login` returns a User before the client holds a token.
 */
const profilePictureURL: Loader<UserModel, string | null> = async (queries, ctx) => {
  const caller = await ctx.actor().catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!caller) return queries.map(() => null);
  const ids = queries.map(({ obj }) => obj.id);
  const deps = { db: ctx.db, storage: ctx.app.storage };
  const urls = await profilePictureUrls(deps, caller, distinct(ids));
  return ids.map((id) => urls.get(id) ?? null);
};

export const filesLoaders = { User: { profilePictureURL } };
