import { and, eq, getTableColumns, gt, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { consentRequests, type ConsentAnswers } from '../../db/schema/index.js';

export type ConsentRequestRow = typeof consentRequests.$inferSelect;

/** A request with whether its deadline has passed, by the database's clock. */
export type ConsentRequestState = ConsentRequestRow & { overdue: boolean };

const withState = {
  ...getTableColumns(consentRequests),
  overdue: sql<boolean>`${consentRequests.expiresAt} <= now()`,
};

export async function findConsentRequest(
  db: Executor,
  id: string,
): Promise<ConsentRequestState | undefined> {
  const [row] = await db.select(withState).from(consentRequests).where(eq(consentRequests.id, id));
  return row;
}

/** The same, locked until the transaction ends (a request is submitted once). */
export async function lockConsentRequest(
  tx: Executor,
  id: string,
): Promise<ConsentRequestState | undefined> {
  const [row] = await tx
    .select(withState)
    .from(consentRequests)
    .where(eq(consentRequests.id, id))
    .for('update');
  return row;
}

/** The request a tablet should show now: pending and not past its deadline. */
export async function findOpenRequestOfTablet(
  db: Executor,
  tabletId: number,
): Promise<ConsentRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(consentRequests)
    .where(
      and(
        eq(consentRequests.tabletId, tabletId),
        eq(consentRequests.status, 'Pending'),
        gt(consentRequests.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Cancels a tablet's pending request (a newer one replaces it, or the tablet is gone). */
export async function cancelPendingRequests(tx: Executor, tabletId: number): Promise<number> {
  const cancelled = await tx
    .update(consentRequests)
    .set({ status: 'Cancelled' })
    .where(and(eq(consentRequests.tabletId, tabletId), eq(consentRequests.status, 'Pending')))
    .returning({ id: consentRequests.id });
  return cancelled.length;
}

export async function insertConsentRequest(
  tx: Executor,
  values: {
    tabletId: number;
    patientId: number;
    requestedById: number;
    guardianName: string | null;
    guardianBasis: ConsentRequestRow['guardianBasis'];
    ttlMinutes: number;
  },
): Promise<ConsentRequestRow> {
  const { ttlMinutes, ...columns } = values;
  const [row] = await tx
    .insert(consentRequests)
    .values({ ...columns, expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})` })
    .returning();
  return row!;
}

export async function markSubmitted(
  tx: Executor,
  id: string,
  values: { answers: ConsentAnswers; fileId: string },
): Promise<ConsentRequestRow> {
  const [row] = await tx
    .update(consentRequests)
    .set({ status: 'Submitted', submittedAt: sql`now()`, ...values })
    .where(eq(consentRequests.id, id))
    .returning();
  return row!;
}

/** Marks pending requests past their deadline Expired; returns how many. Idempotent. */
export async function expireOverdueRequests(db: Database): Promise<number> {
  const expired = await db
    .update(consentRequests)
    .set({ status: 'Expired' })
    .where(and(eq(consentRequests.status, 'Pending'), lte(consentRequests.expiresAt, sql`now()`)))
    .returning({ id: consentRequests.id });
  return expired.length;
}
