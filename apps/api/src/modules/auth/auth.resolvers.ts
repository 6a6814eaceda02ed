import { changePasswordInputSchema, ZLoginInput, ZPreferencesInput } from '@portal/domain';
import { createLoginChallenge } from '../../auth/login-challenge.js';
import type { QueryResolvers, MutationResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { notFound, parseInput } from '../../errors/app-error.js';
import { operation, PUBLIC, requires } from '../../graphql/operation-policy.js';
import { subscription } from '../../graphql/subscription-guard.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import { present } from '../../graphql/non-null.js';
import { USER_UPDATED, type UserUpdated } from '../../platform/pubsub/events.js';
import * as auth from './auth.service.js';
import { changePassword } from './change-password.service.js';
import { login } from './login.service.js';
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
    appInfo: operation(PUBLIC, (_root, _args, ctx) => ({
      version: ctx.config.version,
      commit: ctx.config.buildCommit,
      hotline: ctx.config.hotline,
      privacyPolicyUrl: ctx.config.privacyPolicyUrl,
      // No provider can be configured yet: the accounts work adds their settings and lists here
      // the ones an installation has set up (issue 12 §5).
      socialProviders: [],
    })),
    currentUser: operation(
      requires('account.session', { beforeTerms: true }),
      (_root, _args, ctx) => currentUserOf(ctx),
    ),
    // Public like `login`, which asks for it after a few failures (ADR 0018).
    loginChallenge: operation(PUBLIC, (_root, _args, ctx) => createLoginChallenge(ctx.db)),
  } satisfies QueryResolvers,

  Mutation: {
    login: operation(PUBLIC, async (_root, args, ctx) => {
      const { login: account, email, password, proofOfWork } = args.loginData;
      const input = parseInput(ZLoginInput, {
        login: account ?? email,
        password,
        proofOfWork: proofOfWork ?? undefined,
      });
      return login(ctx.db, ctx.config, input, ctx.address);
    }),
    acceptTerms: operation(
      requires('account.session', { beforeTerms: true }),
      async (_root, _args, ctx) => {
        const session = await ctx.session();
        return auth.acceptTerms(ctx.db, ctx.events, session.userId, ctx.address);
      },
    ),
    logout: operation(
      requires('account.session', { beforeTerms: true }),
      async (_root, _args, ctx) => {
        const session = await ctx.session();
        await auth.logout(ctx.db, session.sessionId, session.userId, ctx.address);
        return true;
      },
    ),
    changePassword: operation(requires('account.profile'), async (_root, args, ctx) => {
      const session = await ctx.session();
      const user = await currentUserOf(ctx);
      // The new password's rules depend on the account: it must not contain the login.
      const input = parseInput(changePasswordInputSchema(user.login), args);
      await changePassword(
        ctx.db,
        ctx.config,
        ctx.events,
        { user, sessionId: session.sessionId },
        input,
        ctx.address,
      );
      return true;
    }),
    updatePreferences: operation(requires('account.profile'), async (_root, args, ctx) => {
      const preferences = parseInput(ZPreferencesInput, args.newPreferences);
      const session = await ctx.session();
      return auth.updatePreferences(ctx.db, ctx.events, session.userId, preferences);
    }),
  } satisfies MutationResolvers,

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

  // profilePictureURL resolves in modules/files (files.resolvers.ts).
  User: objectResolvers<'User', 'profilePictureURL'>()({
    // users.contact_id references contacts: a missing contact is an error on this field.
    contact: async (user: UserModel, _args: unknown, ctx: Ctx) =>
      present((await findContact(ctx.db, user.contactId)) ?? null, 'contact'),
    branches: (user: UserModel, _args: unknown, ctx: Ctx) => findUserBranches(ctx.db, user.id),
  }),
  Contact: objectResolvers<'Contact'>()({}),
};
