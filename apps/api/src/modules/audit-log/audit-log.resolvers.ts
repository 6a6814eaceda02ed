import { ZAuditLogQuery } from '@portal/domain';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseInput } from '../../graphql/errors.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { describeFilter, listAuditLog, type AuditLogRow } from './audit-log.service.js';

type Ctx = GraphQLContext;

export const auditLogResolvers = {
  Query: {
    auditLog: operation(
      requires('settings.audit'),
      async (_root: unknown, args: Record<string, unknown>, ctx: Ctx) => {
        const query = parseInput(ZAuditLogQuery, args);
        const session = await ctx.session();
        const page = await listAuditLog(ctx.db, query);
        // After the read, so the page just listed does not contain its own entry.
        await recordAudit(ctx.db, {
          action: 'auditLog.list',
          outcome: 'success',
          actorUserId: session.userId,
          address: ctx.address,
          details: {
            where: describeFilter(query.where),
            ...query.pagination,
            order: query.orderBy.occurredAt,
          },
        });
        return page;
      },
    ),
  },

  AuditLogEntry: {
    id: (row: AuditLogRow) => String(row.id),
    actorUserId: (row: AuditLogRow) => (row.actorUserId === null ? null : String(row.actorUserId)),
    details: (row: AuditLogRow) => (row.details === null ? null : JSON.stringify(row.details)),
  },
};
