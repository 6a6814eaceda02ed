import { describe, expect, it } from 'vitest';
import { MAX_PAGE_TAKE } from '../constants.js';
import { ZAuditLogExportQuery, ZAuditLogQuery } from './audit-log.js';
import { localizeIssues } from './localize.js';

function errors(result: { success: boolean; error?: { issues: unknown[] } }) {
  return result.success ? [] : localizeIssues(result.error!.issues as never, 'pl');
}

describe('ZAuditLogQuery', () => {
  it('fills in the first page of ten, newest first, with no filter', () => {
    expect(ZAuditLogQuery.parse({})).toEqual({
      pagination: { skip: 0, take: 10 },
      where: {},
      orderBy: { occurredAt: 'DESC' },
    });
    expect(ZAuditLogQuery.parse({ pagination: null, where: null, orderBy: null })).toEqual(
      ZAuditLogQuery.parse({}),
    );
  });

  it('reads GraphQL values: ID strings, DateTime dates, null as not set', () => {
    const parsed = ZAuditLogQuery.parse({
      pagination: { skip: 20, take: null },
      where: {
        actorUserId: '7',
        action: ' auth.login ',
        outcome: 'denied',
        occurredFrom: new Date('2026-01-01T00:00:00Z'),
        entityId: null,
      },
      orderBy: { occurredAt: 'ASC' },
    });
    expect(parsed).toEqual({
      pagination: { skip: 20, take: 10 },
      where: {
        actorUserId: 7,
        action: 'auth.login',
        outcome: 'denied',
        occurredFrom: new Date('2026-01-01T00:00:00Z'),
      },
      orderBy: { occurredAt: 'ASC' },
    });
  });

  it(`never serves more than ${MAX_PAGE_TAKE} entries a page`, () => {
    const result = ZAuditLogQuery.safeParse({ pagination: { take: MAX_PAGE_TAKE + 1 } });
    expect(errors(result)).toEqual([
      { path: 'pagination.take', message: 'Wartość musi być mniejsza lub równa 100' },
    ]);
    expect(ZAuditLogQuery.safeParse({ pagination: { take: MAX_PAGE_TAKE } }).success).toBe(true);
  });

  it('refuses a time range that ends before it starts', () => {
    const result = ZAuditLogQuery.safeParse({
      where: { occurredFrom: '2026-02-01T00:00:00Z', occurredTo: '2026-01-01T00:00:00Z' },
    });
    expect(errors(result)).toEqual([{ path: 'where.occurredTo', message: 'Nieprawidłowy zakres' }]);
  });
});

describe('ZAuditLogExportQuery', () => {
  it('reads a query string: text values, empty as not set, order in any case', () => {
    expect(
      ZAuditLogExportQuery.parse({
        actorUserId: '12',
        action: '',
        occurredTo: '2026-03-01T00:00:00Z',
        order: 'asc',
      }),
    ).toEqual({ actorUserId: 12, occurredTo: new Date('2026-03-01T00:00:00Z'), order: 'ASC' });
    expect(ZAuditLogExportQuery.parse({})).toEqual({ order: 'DESC' });
  });

  it('refuses values that are not what they claim to be', () => {
    expect(errors(ZAuditLogExportQuery.safeParse({ actorUserId: 'x' }))).toEqual([
      { path: 'actorUserId', message: 'Wartość musi być liczbą' },
    ]);
    expect(errors(ZAuditLogExportQuery.safeParse({ occurredFrom: 'tomorrow' }))).toEqual([
      { path: 'occurredFrom', message: 'Nieprawidłowa data' },
    ]);
    expect(errors(ZAuditLogExportQuery.safeParse({ order: 'sideways' }))[0]?.path).toBe('order');
  });
});
