import { ZAuditLogQuery } from '@portal/domain';
import type { QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import { parseInput } from '../../errors/app-error.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import { readAuditLog, type AuditLogRow } from './audit-log.service.js';

export const auditLogResolvers = {
  Query: {
    auditLog: operation(requires('settings.audit'), async (_root, args, ctx) =>
      readAuditLog({ db: ctx.db }, await ctx.actor(), parseInput(ZAuditLogQuery, args)),
    ),
  } satisfies QueryResolvers,

  AuditLogEntry: objectResolvers<'AuditLogEntry'>()({
    id: (row: AuditLogRow) => String(row.id),
    actorUserId: (row: AuditLogRow) => (row.actorUserId === null ? null : String(row.actorUserId)),
    details: (row: AuditLogRow) => (row.details === null ? null : JSON.stringify(row.details)),
  }),
  AuditLogList: objectResolvers<'AuditLogList'>()({}),
};
