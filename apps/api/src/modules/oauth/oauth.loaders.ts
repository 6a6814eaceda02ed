import { distinct, groupedBy, type Loader } from '../../graphql/loaders.js';
import type { UserModel } from '../auth/users.repository.js';
import { connectionsOf } from './oauth.service.js';

type SocialProvider = 'GOOGLE' | 'FACEBOOK';

/** The social accounts of each user shown, in one statement for all of them. */
const socialConnections: Loader<UserModel, SocialProvider[]> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.id);
  const rows = await connectionsOf(ctx.db, distinct(ids));
  return groupedBy(ids, rows, (row) => row.userId).map((group) =>
    group.map((row) => row.provider.toUpperCase() as SocialProvider),
  );
};

export const oauthLoaders = { User: { socialConnections } };
