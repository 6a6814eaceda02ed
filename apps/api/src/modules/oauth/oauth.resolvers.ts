import { ZOAuthDoctorSignup, isLang } from '@portal/domain';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, PUBLIC, requires } from '../../graphql/operation-policy.js';
import { invalidTicket } from './oauth-tickets.js';
import {
  connectAccount,
  oauthLogin,
  oauthSignupDoctor,
  type OAuthDeps,
  type OAuthCall,
} from './oauth.service.js';
import { isSocialProvider } from './social-providers.js';

const depsOf = (ctx: GraphQLContext): OAuthDeps => ({
  db: ctx.db,
  config: ctx.config,
  mailer: ctx.mailer,
  events: ctx.events,
});

/** The spec's headers (part 1 §7): the ticket and the provider (graphql/plugin.ts reads them). */
function callOf(ctx: GraphQLContext): OAuthCall {
  const { ticket } = ctx.oauth;
  const provider = ctx.oauth.type?.toLowerCase();
  if (!ticket || !isSocialProvider(provider) || !ctx.config.oauth[provider]) throw invalidTicket();
  return { ticket, provider };
}

/**
 * Social sign-in (issue 19 §3, ADR 0047): signing in and signing up are public (the ticket is the
 * credential, as a mailed link's token); connecting needs the signed-in account ('account.profile').
 */
export const oauthResolvers = {
  Mutation: {
    oauthLogin: operation(PUBLIC, (_root, _args, ctx) =>
      oauthLogin(depsOf(ctx), { address: ctx.address }, callOf(ctx)),
    ),
    oauthSignupDoctor: operation(PUBLIC, (_root, args, ctx) => {
      const input = parseInput(ZOAuthDoctorSignup, args.signupData);
      const lang = isLang(ctx.lang) ? ctx.lang : 'pl';
      return oauthSignupDoctor(depsOf(ctx), { address: ctx.address, lang }, callOf(ctx), input);
    }),
    oAuthConnectAccount: operation(requires('account.profile'), async (_root, _args, ctx) => {
      await connectAccount(depsOf(ctx), await ctx.actor(), callOf(ctx));
      return true;
    }),
  } satisfies MutationResolvers,
};
