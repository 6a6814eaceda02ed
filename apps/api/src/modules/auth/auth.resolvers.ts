import { ZChangePasswordInput, ZLoginInput, ZPreferencesInput } from '@portal/domain';
import type { GraphQLContext } from '../../graphql/context.js';
import { notFound, parseInput } from '../../graphql/errors.js';
import { operation, PUBLIC, requires } from '../../graphql/operation-policy.js';
import { subscription } from '../../graphql/subscription-guard.js';
import { USER_UPDATED, type UserUpdated } from '../../platform/pubsub/events.js';
import * as auth from './auth.service.js';
import { findContact, findUserBranches, findUserById, type UserModel } from './users.repository.js';

type Ctx = GraphQLContext;

async function currentUserOf(ctx: Ctx): Promise<UserModel> {
  const session = await ctx.session();
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw notFound(session.userId);
  return user;
}

export const authResolvers = {
  Query: {
    appInfo: operation(PUBLIC, (_root: unknown, _args: unknown, ctx: Ctx) => ({
      version: ctx.config.version,
      commit: ctx.config.buildCommit,
      hotline: ctx.config.hotline,
      privacyPolicyUrl: ctx.config.privacyPolicyUrl,
    })),
    currentUser: operation(
      requires('account.session', { beforeTerms: true }),
      (_root: unknown, _args: unknown, ctx: Ctx) => currentUserOf(ctx),
    ),
  },

  Mutation: {
    login: operation(
      PUBLIC,
      async (_root: unknown, args: { loginData: Record<string, unknown> }, ctx: Ctx) => {
        const { login, email, password } = args.loginData;
        const input = parseInput(ZLoginInput, { login: login ?? email, password });
        return auth.login(ctx.db, ctx.config, input, ctx.address);
      },
    ),
    acceptTerms: operation(
      requires('account.session', { beforeTerms: true }),
      async (_root: unknown, _args: unknown, ctx: Ctx) => {
        const session = await ctx.session();
        return auth.acceptTerms(ctx.db, ctx.events, session.userId, ctx.address);
      },
    ),
    logout: operation(
      requires('account.session', { beforeTerms: true }),
      async (_root: unknown, _args: unknown, ctx: Ctx) => {
        const session = await ctx.session();
        await auth.logout(ctx.db, session.sessionId, session.userId, ctx.address);
        return true;
      },
    ),
    changePassword: operation(
      requires('account.profile'),
      async (_root: unknown, args: { newPassword: unknown }, ctx: Ctx) => {
        const { newPassword } = parseInput(ZChangePasswordInput, args);
        await auth.changePassword(
          ctx.db,
          ctx.events,
          await ctx.session(),
          newPassword,
          ctx.address,
        );
        return true;
      },
    ),
    updatePreferences: operation(
      requires('account.profile'),
      async (_root: unknown, args: { newPreferences: unknown }, ctx: Ctx) => {
        const preferences = parseInput(ZPreferencesInput, args.newPreferences);
        const session = await ctx.session();
        return auth.updatePreferences(ctx.db, ctx.events, session.userId, preferences);
      },
    ),
  },

  Subscription: {
    // Before the terms, too: a tab showing the terms dialog closes it when another tab accepts.
    currentUserUpdated: operation(
      requires('account.session', { beforeTerms: true }),
      subscription({
        topic: USER_UPDATED,
        // The user's own account only, as `currentUser` answers: never another user's change.
        visible: (event: UserUpdated, session) => event.userId === session.userId,
        resolve: (_event, ctx) => currentUserOf(ctx),
      }),
    ),
  },

  User: {
    contact: async (user: UserModel, _args: unknown, ctx: Ctx) =>
      findContact(ctx.db, user.contactId),
    branches: (user: UserModel, _args: unknown, ctx: Ctx) => findUserBranches(ctx.db, user.id),
  },
};
