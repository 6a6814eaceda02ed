import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../errors/app-error.js';
import type { Executor } from './client.js';

/**
 * Optimistic locking, the pattern every update mutation follows (ARCHITECTURE.md rule 7,
 * ADR 0021). A versioned table has `version integer not null default 1`; GraphQL serves it as
 * `version: Int!`; the update mutation takes the version the client edited (`version: Int!`,
 * parsed with the domain's ZRecordVersion) and, first thing in its transaction:
 *
 *   const claim = await claimVersion(tx, table, id, version);
 *   if (!claim.claimed) → leave the transaction, audit a failure, throw staleVersion(claim.currentVersion)
 *
 * and only then writes. The claim is one statement, so of two saves of the same version exactly
 * one wins, with or without a row lock taken before it: the second waits for the first's row
 * lock and then no longer matches `version = $2`.
 */

/** A table whose rows have an integer `id` and a `version`. */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

export type VersionClaim =
  | { claimed: true; version: number }
  /** `currentVersion` is null when the row is gone. */
  | { claimed: false; currentVersion: number | null };

/**
 * Claims the edit of version `expected` of row `id`: `update … set version = version + 1 where
 * id = $1 and version = $2`. Run it inside the update's transaction, before its writes, so a
 * rollback returns the version with everything else.
 */
export async function claimVersion(
  tx: Executor,
  table: VersionedTable,
  id: number,
  expected: number,
): Promise<VersionClaim> {
  const claimed = (await tx
    .update(table)
    .set({ version: sql`${table.version} + 1` })
    .where(and(eq(table.id, id), eq(table.version, expected)))
    .returning({ version: table.version })) as { version: number }[];
  if (claimed[0]) return { claimed: true, version: claimed[0].version };
  const current = (await tx
    .select({ version: table.version })
    .from(table)
    .where(eq(table.id, id))) as { version: number }[];
  return { claimed: false, currentVersion: current[0]?.version ?? null };
}

/**
 * The refusal of a stale save: 'Ten rekord został w międzyczasie zmieniony przez kogoś innego.
 * Odśwież dane, aby zobaczyć zmiany.' The web keeps the user's input and offers to reload
 * (apps/web/src/shared/api/is-stale-version.ts).
 */
export const staleVersion = (currentVersion: number | null) =>
  new AppError('STALE_VERSION', 'errors.staleVersion', {
    extensions: currentVersion === null ? {} : { currentVersion },
  });
