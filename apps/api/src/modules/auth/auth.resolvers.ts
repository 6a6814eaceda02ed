import { ZLoginInput, ZPreferencesInput } from '@portal/domain';
import { createLoginChallenge } from '../../auth/login-challenge.js';
import type { QueryResolvers, MutationResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { notFound, parseInput } from '../../errors/app-error.js';
import { operation, PUBLIC, requires } from '../../graphql/operation-policy.js';
import { subscription } from '../../graphql/subscription-guard.js';
import { objectResolvers, type SubscriptionMap } from '../../graphql/typed-resolvers.js';
import { USER_UPDATED, type UserUpdated } from '../../platform/pubsub/events.js';
import * as auth from './auth.service.js';
import { markForDelete } from './account-deletion.js';
import { changeLogin } from './change-login.service.js';
import { changePassword } from './change-password.service.js';
import { login } from './login.service.js';
import { findUserById, type UserModel } from './users.repository.js';
import type { UserFieldsResolvedApart } from './user-fields.js';
import { configuredProviders } from '../oauth/social-providers.js';

type Ctx = GraphQLContext;

const depsOf = (ctx: Ctx): auth.AuthDeps => ({
  db: ctx.db,
  config: ctx.config,
  events: ctx.events,
});

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
      ohifViewerUrl: ctx.config.ohifViewerUrl,
      // Only the providers this installation has set up (ADR 0047).
      socialProviders: configuredProviders(ctx.config).map((name) =>
        name === 'google' ? 'GOOGLE' : 'FACEBOOK',
      ),
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
      return login(depsOf(ctx), { address: ctx.address }, input);
    }),
    acceptTerms: operation(
      requires('account.session', { beforeTerms: true }),
      async (_root, _args, ctx) => auth.acceptTerms(depsOf(ctx), await ctx.actor()),
    ),
    logout: operation(
      requires('account.session', { beforeTerms: true }),
      async (_root, _args, ctx) => {
        const { sessionId } = await ctx.session();
        await auth.logout(depsOf(ctx), await ctx.actor(), { sessionId });
        return true;
      },
    ),
    changePassword: operation(requires('account.profile'), async (_root, args, ctx) => {
      const { sessionId } = await ctx.session();
      // Parsed by the service: the new password's rules depend on the account's login.
      await changePassword(depsOf(ctx), await ctx.actor(), { ...args, keepSessionId: sessionId });
      return true;
    }),
    changeLogin: operation(requires('account.profile'), async (_root, args, ctx) => {
      const { sessionId } = await ctx.session();
      return changeLogin({ ...depsOf(ctx), mailer: ctx.mailer }, await ctx.actor(), {
        ...args,
        keepSessionId: sessionId,
        lang: ctx.lang,
      });
    }),
    markForDelete: operation(requires('account.profile'), async (_root, args, ctx) => {
      await markForDelete(depsOf(ctx), await ctx.actor(), args.currentPassword);
      return true;
    }),
    updatePreferences: operation(requires('account.profile'), async (_root, args, ctx) => {
      const preferences = parseInput(ZPreferencesInput, args.newPreferences);
      return auth.updatePreferences(depsOf(ctx), await ctx.actor(), preferences);
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
  } satisfies SubscriptionMap,

  // Every field is read off the row or loaded in one statement per level: contact and
  // branches by auth.loaders.ts, profilePictureURL by files.loaders.ts.
  User: objectResolvers<'User', UserFieldsResolvedApart>()({}),
  Contact: objectResolvers<'Contact'>()({}),
};
