import { z } from 'zod';
import { unsetOr, unsetToUndefined, ZPaginationInput, ZSortDirection } from './pagination.js';
import { filterText } from './text.js';

/** How an audited action ended (the `outcome` column of the audit trail). */
export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export const ZAuditOutcome = z.enum(AUDIT_OUTCOMES);

/** Longest action, entity type or entity id a filter may name; real ones are far shorter. */
const FILTER_TEXT_MAX = 200;
const filterTextField = filterText(FILTER_TEXT_MAX);

const whereShape = {
  actorUserId: unsetOr(
    z.coerce.number({ error: 'validation.number.type' }).int().positive().max(2_147_483_647),
  ),
  action: filterTextField,
  entityType: filterTextField,
  entityId: filterTextField,
  outcome: unsetOr(ZAuditOutcome),
  /** Inclusive bounds of `occurredAt`. */
  occurredFrom: unsetOr(z.coerce.date({ error: 'validation.date.invalid' })),
  occurredTo: unsetOr(z.coerce.date({ error: 'validation.date.invalid' })),
};

function rangeInOrder(where: { occurredFrom?: Date; occurredTo?: Date }): boolean {
  return !where.occurredFrom || !where.occurredTo || where.occurredFrom <= where.occurredTo;
}
const RANGE_ERROR = { error: 'validation.range.invalid', path: ['occurredTo'] };

/** `where` of the `auditLog` query; every field optional, all given ones must match. */
export const ZAuditLogWhere = z.object(whereShape).refine(rangeInOrder, RANGE_ERROR);
export type TAuditLogWhere = z.output<typeof ZAuditLogWhere>;

/** `auditLog(pagination, where, orderBy)`: newest first unless asked otherwise. */
export const ZAuditLogQuery = z.object({
  pagination: z.preprocess(unsetToUndefined, ZPaginationInput.prefault({})),
  where: z.preprocess(unsetToUndefined, ZAuditLogWhere.prefault({})),
  orderBy: z.preprocess(
    unsetToUndefined,
    z
      .object({ occurredAt: z.preprocess(unsetToUndefined, ZSortDirection.default('DESC')) })
      .prefault({}),
  ),
});
export type TAuditLogQuery = z.output<typeof ZAuditLogQuery>;

/**
 * Query string of `GET /api/audit-log.csv`: the same filter as the listing plus `order`
 * (ASC or DESC, newest first by default). Every value arrives as text.
 */
export const ZAuditLogExportQuery = z
  .object({
    ...whereShape,
    order: z.preprocess(
      (value) =>
        typeof value === 'string' && value ? value.toUpperCase() : unsetToUndefined(value),
      ZSortDirection.default('DESC'),
    ),
  })
  .refine(rangeInOrder, RANGE_ERROR);
export type TAuditLogExportQuery = z.output<typeof ZAuditLogExportQuery>;
