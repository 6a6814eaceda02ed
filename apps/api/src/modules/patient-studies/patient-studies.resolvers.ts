import { ZOpenPatientStudies, ZRecordId, ZStudiesLinkRequest, ZStudyLinkId } from '@portal/domain';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, PUBLIC, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import {
  clearedPatientSessionCookie,
  patientSessionCookie,
  patientSessionToken,
} from './patient-session-cookie.js';
import {
  DICOM_CONTENT_TYPE,
  endSession,
  openPatientStudies,
  readPatientStudies,
  sessionLink,
  viewerRoute,
} from './patient-session.service.js';
import {
  requestStudiesLink,
  resendStudiesLink,
  revokePatientStudyLink,
  sendPatientStudiesLink,
  type StudyLinkDeps,
} from './study-links.service.js';

const depsOf = (ctx: GraphQLContext): StudyLinkDeps => ({
  db: ctx.db,
  mailer: ctx.mailer,
  linkTtlDays: ctx.config.patientStudiesLinkTtlDays,
});

const cookieOf = (ctx: GraphQLContext) => patientSessionToken(ctx.reply.request.headers.cookie);
const secure = (ctx: GraphQLContext) => ({ secure: ctx.config.publicUrl.startsWith('https:') });

/**
 * The patient results portal (spec part 1 §2 /patient-studies, §7; issue 18; ADR 0043). The
 * public page's operations hold no user: a request is answered neutrally, a mailed link plus the
 * patient's number opens a session kept in an HttpOnly cookie, and the list reads only that
 * session's patient. Staff send and revoke links with 'patients.sendStudiesLink'.
 */
export const patientStudiesResolvers = {
  Query: {
    patientStudies: operation(PUBLIC, async (_root, _args, ctx) =>
      readPatientStudies(ctx.db, await sessionLink(ctx.db, cookieOf(ctx))),
    ),
  } satisfies QueryResolvers,

  Mutation: {
    sendStudiesLink: operation(PUBLIC, (_root, args, ctx) => {
      const { acceptTerms: _accepted, ...input } = parseInput(ZStudiesLinkRequest, args);
      return requestStudiesLink(depsOf(ctx), { address: ctx.address, lang: ctx.lang }, input);
    }),
    openPatientStudies: operation(PUBLIC, async (_root, args, ctx) => {
      const { acceptTerms: _accepted, ...input } = parseInput(ZOpenPatientStudies, args);
      const opened = await openPatientStudies(ctx.db, { address: ctx.address }, input);
      ctx.reply.header(
        'set-cookie',
        patientSessionCookie(opened.sessionToken, opened.link.expiresAt, secure(ctx)),
      );
      return opened.result;
    }),
    resendStudiesLink: operation(PUBLIC, (_root, args, ctx) =>
      resendStudiesLink(
        depsOf(ctx),
        { address: ctx.address, lang: ctx.lang },
        { token: args.token ?? null, sessionToken: cookieOf(ctx) },
      ),
    ),
    endPatientStudiesSession: operation(PUBLIC, async (_root, _args, ctx) => {
      await endSession(ctx.db, cookieOf(ctx));
      ctx.reply.header('set-cookie', clearedPatientSessionCookie(secure(ctx)));
      return true;
    }),
    sendPatientStudiesLink: operation(
      requires('patients.sendStudiesLink'),
      async (_root, args, ctx) =>
        sendPatientStudiesLink(depsOf(ctx), await ctx.actor(), parseInput(ZRecordId, args.id)),
    ),
    revokePatientStudyLink: operation(
      requires('patients.sendStudiesLink'),
      async (_root, args, ctx) =>
        revokePatientStudyLink(ctx.db, await ctx.actor(), parseInput(ZStudyLinkId, args.id)),
    ),
  } satisfies MutationResolvers,

  PatientStudyFile: objectResolvers<'PatientStudyFile'>()({
    viewerUrl: (file, _args, ctx) =>
      ctx.config.ohifViewerUrl && file.mimeType === DICOM_CONTENT_TYPE
        ? viewerRoute(file.id)
        : null,
  }),
  PatientStudy: objectResolvers<'PatientStudy'>()({}),
  PatientStudies: objectResolvers<'PatientStudies'>()({}),
  PatientStudyLink: objectResolvers<'PatientStudyLink'>()({}),
  StudiesLinkSent: objectResolvers<'StudiesLinkSent'>()({}),
};
