import {
  ZComplaintInput,
  ZComplaintsQuery,
  ZRecordId,
  ZUpdateComplaintInput,
} from '@portal/domain';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import type { ComplaintModel } from './complaints.repository.js';
import {
  createComplaint,
  getComplaint,
  listComplaints,
  updateComplaint,
  type ComplaintDeps,
} from './complaints.service.js';

const depsOf = (ctx: GraphQLContext): ComplaintDeps => ({
  db: ctx.db,
  readAudit: ctx.app.readAudit,
  mailer: ctx.mailer,
});

/** Complaints (spec part 2 §7; complaints.graphql): permission, parse, call. */
export const complaintsResolvers = {
  Query: {
    complaints: operation(requires('complaints.list'), async (_root, args, ctx) =>
      listComplaints(depsOf(ctx), await ctx.actor(), parseInput(ZComplaintsQuery, args)),
    ),
    complaint: operation(requires('complaints.list'), async (_root, args, ctx) =>
      getComplaint(depsOf(ctx), await ctx.actor(), parseInput(ZRecordId, args.id)),
    ),
  } satisfies QueryResolvers,

  Mutation: {
    createComplaint: operation(requires('complaints.add'), async (_root, args, ctx) =>
      createComplaint(depsOf(ctx), await ctx.actor(), parseInput(ZComplaintInput, args.complaint)),
    ),
    updateComplaint: operation(requires('complaints.edit'), async (_root, args, ctx) =>
      updateComplaint(depsOf(ctx), await ctx.actor(), parseInput(ZUpdateComplaintInput, args)),
    ),
  } satisfies MutationResolvers,

  // responsiblePerson, patient, doctor and study are loaders (complaints.loaders.ts).
  Complaint: objectResolvers<'Complaint', 'responsiblePerson' | 'patient' | 'doctor' | 'study'>()({
    overdue: (complaint: ComplaintModel) =>
      complaint.status !== 'Closed' && complaint.dueDate.getTime() < Date.now(),
  }),
  ComplaintsPage: objectResolvers<'ComplaintsPage'>()({}),
};
