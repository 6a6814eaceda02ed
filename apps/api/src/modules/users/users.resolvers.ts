import {
  ZOwnProfileInput,
  ZPasswordResetRequest,
  ZRecordId,
  ZRecordVersion,
  ZUserInput,
  ZUsersQuery,
} from '@portal/domain';
import { z } from 'zod';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, PUBLIC, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import { resetPassword } from './password-links.js';
import { requestPasswordReset } from './password-reset-request.js';
import { isOwnProfileEdit } from './own-profile-policy.js';
import { readUserPage } from './user-page.js';
import { findLiveUser } from './users.repository.js';
import {
  createUser,
  deleteUser,
  requireCreatableRoles,
  updateUser,
  userNotFound,
  type UserDeps,
} from './users.service.js';

const ZUserIdArg = z.object({ id: ZRecordId });

const depsOf = (ctx: GraphQLContext): UserDeps => ({
  db: ctx.db,
  events: ctx.events,
  mailer: ctx.mailer,
});

/**
 * Users in settings (spec part 2 §7 `users`, create, update, delete): the list is also the staff
 * pickers' ('users.pick'); everything else is the settings page's ('settings.users': Admin and
 * Manager, with the Admin-only rules in users.service.ts). `resetPassword` is public: the mailed
 * link is the caller's only credential; so is `initPasswordReset`, which mails one.
 */
export const usersResolvers = {
  Query: {
    users: operation(requires('users.pick'), (_root, args, ctx) =>
      readUserPage(ctx.db, parseInput(ZUsersQuery, args)),
    ),
    user: operation(requires('settings.users'), async (_root, args, ctx) => {
      const { id } = parseInput(ZUserIdArg, args);
      const user = await findLiveUser(ctx.db, id);
      if (!user) throw userNotFound(id);
      return user;
    }),
  } satisfies QueryResolvers,

  Mutation: {
    createUser: operation(requires('settings.users'), async (_root, args, ctx) => {
      requireCreatableRoles(args.roles, { office: false });
      const input = parseInput(ZUserInput, { ...args.userData, roles: args.roles });
      return createUser(depsOf(ctx), await ctx.actor(), input, { office: false });
    }),
    createOfficeUser: operation(requires('settings.users'), async (_root, args, ctx) => {
      const input = parseInput(ZUserInput, { ...args.userData, roles: [args.role] });
      return createUser(depsOf(ctx), await ctx.actor(), input, { office: true });
    }),
    updateUser: operation(
      requires('settings.users', { orRecordRule: 'users.editOwn' }),
      async (_root, args, ctx) => {
        const { id } = parseInput(ZUserIdArg, args);
        const version = parseInput(ZRecordVersion, args.version);
        const actor = await ctx.actor();
        // Refused before the input is read when it is someone else's account; one's own profile
        // keeps its regions as they are, none included (own-profile-policy.ts).
        const own = isOwnProfileEdit(actor, id);
        const input = parseInput(own ? ZOwnProfileInput : ZUserInput, args.user);
        return updateUser(depsOf(ctx), actor, { id, version, input });
      },
    ),
    deleteUser: operation(requires('settings.users'), async (_root, args, ctx) => {
      const { id } = parseInput(ZUserIdArg, args);
      await deleteUser(depsOf(ctx), await ctx.actor(), id);
      return true;
    }),
    resetPassword: operation(PUBLIC, async (_root, args, ctx) => {
      await resetPassword(
        { db: ctx.db, config: ctx.config, events: ctx.events },
        ctx.address,
        args,
      );
      return true;
    }),
    initPasswordReset: operation(PUBLIC, (_root, args, ctx) =>
      requestPasswordReset(
        { db: ctx.db, mailer: ctx.mailer },
        { address: ctx.address, lang: ctx.lang },
        parseInput(ZPasswordResetRequest, args),
      ),
    ),
  } satisfies MutationResolvers,

  // The page as read (user-page.ts); its users' fields come off the row or the User loaders.
  UsersPage: objectResolvers<'UsersPage'>()({}),
};
