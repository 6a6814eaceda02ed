import { ZAuditLogExportQuery } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { registerCsvRoute, type CsvExportColumn } from '../../platform/csv/csv-route.js';
import { auditLogRows, describeFilter, type AuditLogRow } from './audit-log.service.js';

/** The file name's date is the clinic's calendar day, not UTC's. */
const warsawDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' });

const COLUMNS: readonly CsvExportColumn<AuditLogRow>[] = [
  { header: 'auditLog.column.occurredAt', value: (row) => row.occurredAt },
  { header: 'auditLog.column.actorUserId', value: (row) => row.actorUserId },
  { header: 'auditLog.column.actorLogin', value: (row) => row.actorLogin },
  { header: 'auditLog.column.action', value: (row) => row.action },
  { header: 'auditLog.column.entityType', value: (row) => row.entityType },
  { header: 'auditLog.column.entityId', value: (row) => row.entityId },
  { header: 'auditLog.column.address', value: (row) => row.address },
  { header: 'auditLog.column.outcome', value: (row) => row.outcome },
  { header: 'auditLog.column.details', value: (row) => row.details && JSON.stringify(row.details) },
];

/**
 * GET /api/audit-log.csv?actorUserId=&action=&entityType=&entityId=&outcome=&occurredFrom=
 * &occurredTo=&order=ASC|DESC&separator=semicolon|comma|tab — the `auditLog` query's filter,
 * every matching entry (Admin). The export is itself recorded as `auditLog.export`.
 */
export function registerAuditLogExport(app: FastifyInstance, deps: { db: Database }): void {
  registerCsvRoute(app, deps, {
    url: '/api/audit-log.csv',
    permission: 'settings.audit',
    auditAction: 'auditLog.export',
    query: ZAuditLogExportQuery,
    columns: COLUMNS,
    fileName: (_query, now) => `audit-log-${warsawDay.format(now)}.csv`,
    rows: (db, { order, ...where }) => auditLogRows(db, where, order),
    auditDetails: ({ order, ...where }) => ({ where: describeFilter(where), order }),
  });
}
