import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import type { BookingChanged } from '../../platform/pubsub/events.js';
import { LIVE_HOLD } from './bookings.repository.js';

/**
 * The writes of the device calendar (ADR 0032): bookings.repository.ts reads, scoped to the
 * caller; these write, and the services have checked the caller's scope before they call them.
 */

export type BookingValues = Omit<
  typeof bookings.$inferInsert,
  'id' | 'period' | 'version' | 'createdAt' | 'updatedAt'
>;

/**
 * Before a device is booked or a hold moved onto it: its expired holds stop holding (a constraint
 * cannot ask `now()`), and — given `holderId` — so do that user's own holds on it, which the
 * booking replaces (ADR 0032). Answers the holds deleted.
 */
export async function releaseHolds(
  tx: Executor,
  deviceId: number,
  holderId?: number,
): Promise<BookingChanged[]> {
  const expired = sql`${bookings.expiresAt} <= now()`;
  return tx
    .delete(bookings)
    .where(
      and(
        eq(bookings.kind, 'hold'),
        eq(bookings.deviceId, deviceId),
        holderId === undefined
          ? expired
          : sql`(${expired} or ${bookings.createdById} = ${holderId})`,
      ),
    )
    .returning({ id: bookings.id, branchId: bookings.branchId, deviceId: bookings.deviceId });
}

export async function insertBookings(tx: Executor, rows: BookingValues[]): Promise<number[]> {
  const inserted = await tx.insert(bookings).values(rows).returning({ id: bookings.id });
  return inserted.map(({ id }) => id);
}

export async function updateBookingRow(
  tx: Executor,
  id: number,
  values: Partial<BookingValues>,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(bookings.id, id));
}

export async function deleteBookingRow(tx: Executor, id: number): Promise<void> {
  await tx.delete(bookings).where(eq(bookings.id, id));
}

/** Moves a hold that is still live; false when it expired. */
export async function moveLiveHold(
  tx: Executor,
  id: number,
  values: Pick<BookingValues, 'branchId' | 'deviceId' | 'startAt' | 'endAt' | 'expiresAt'>,
): Promise<boolean> {
  const moved = await tx
    .update(bookings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, id), LIVE_HOLD))
    .returning({ id: bookings.id });
  return moved.length > 0;
}

/** Deletes the user's own hold; the deleted hold's place, or undefined when there was none. */
export async function deleteOwnHold(db: Executor, id: number, userId: number) {
  const [removed] = await db
    .delete(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.kind, 'hold'), eq(bookings.createdById, userId)))
    .returning({ id: bookings.id, branchId: bookings.branchId, deviceId: bookings.deviceId });
  return removed;
}

/**
 * The sweep of holds past their expiry (scheduled every minute). Every read ignores them and
 * every booking statement deletes its device's first, so this only keeps the table small;
 * calendars drop a hold at its `expiresAt` by themselves.
 */
export async function sweepExpiredHolds(db: Executor): Promise<number> {
  const swept = await db
    .delete(bookings)
    .where(and(eq(bookings.kind, 'hold'), lte(bookings.expiresAt, sql`now()`)))
    .returning({ id: bookings.id });
  return swept.length;
}

/** The first key of the calendar's advisory locks (the second is the device id). */
const DEVICE_LOCK_SPACE = 0x0b00c;

/**
 * Takes the devices' booking locks for the rest of the transaction, in id order. Writers of one
 * device then take turns: the exclusion constraint refuses the later ones at once instead of
 * two inserts waiting on each other's uncommitted rows, which PostgreSQL can only end with a
 * deadlock error (ADR 0032).
 */
export async function lockDevices(tx: Executor, deviceIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(deviceIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEVICE_LOCK_SPACE}, ${id})`);
  }
}
