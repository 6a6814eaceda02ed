import { normalizeLogin, ZDoctorSignup, ZFacilitySignup } from '@portal/domain';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, PUBLIC, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import { activateAccount } from './activation.js';
import { confirmEmail, resendConfirmationEmail } from './email-confirmation.js';
import { signUpDoctor, signUpFacility } from './signup.service.js';

const callerOf = (ctx: GraphQLContext) => ({ address: ctx.address, lang: ctx.lang });
const depsOf = (ctx: GraphQLContext) => ({ db: ctx.db, mailer: ctx.mailer });

/**
 * Self-service accounts (spec part 1 §2 /signup, /login?token=…, §7; issue 19 §1; ADR 0044):
 * signing up and confirming the address are public; verifying a signup is 'doctors.activate'.
 */
export const signupResolvers = {
  Mutation: {
    signupDoctor: operation(PUBLIC, (_root, args, ctx) =>
      signUpDoctor(
        depsOf(ctx),
        callerOf(ctx),
        parseInput(ZDoctorSignup, { ...args.signupData, proofOfWork: args.proofOfWork }),
      ),
    ),
    signupOfficeOrLaboratory: operation(PUBLIC, (_root, args, ctx) =>
      signUpFacility(
        depsOf(ctx),
        callerOf(ctx),
        parseInput(ZFacilitySignup, {
          ...args.signupData,
          role: args.role,
          proofOfWork: args.proofOfWork,
        }),
      ),
    ),
    confirmEmail: operation(PUBLIC, (_root, args, ctx) =>
      confirmEmail(ctx.db, callerOf(ctx), args.token),
    ),
    resendConfirmationEmail: operation(PUBLIC, (_root, args, ctx) =>
      resendConfirmationEmail(depsOf(ctx), callerOf(ctx), normalizeLogin(args.login)),
    ),
    activate: operation(requires('doctors.activate'), async (_root, args, ctx) =>
      activateAccount(
        { db: ctx.db, mailer: ctx.mailer, events: ctx.events },
        await ctx.actor(),
        args.email,
        args.consent ?? false,
      ),
    ),
  } satisfies MutationResolvers,

  SignupResult: objectResolvers<'SignupResult'>()({}),
};
