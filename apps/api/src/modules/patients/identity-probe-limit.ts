import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';

/**
 * A caller who does not see every patient and adds one whose identity number is already taken
 * learns only that the add was refused, never why (ADR 0021). Each such refusal is a probe:
 * after this many in an hour, every add of that user is refused, the same way, until fewer
 * remain in the last hour.
 */
export const IDENTITY_REFUSALS_PER_HOUR = 5;

/** Audit reasons (details.reason of a `patient.create` entry). */
export const IDENTITY_TAKEN = 'identityTaken';
export const IDENTITY_REFUSAL_LIMIT = 'identityRefusalLimit';

/** Any constant of its own: the first key of the per-user advisory lock below. */
const ADD_LOCK_NAMESPACE = 726_354_021;

/**
 * Orders one user's adds until their transaction ends, so that counting refusals and adding a
 * refusal are one step: a hundred parallel probes cannot all pass the count (rule 7).
 */
export async function serializeAddsOf(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADD_LOCK_NAMESPACE}::int, ${userId}::int)`);
}

/** How many adds of `userId` were refused for a taken identity number within the last hour. */
export async function identityRefusalsLastHour(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorUserId, userId),
        gt(auditLog.occurredAt, sql`now() - interval '1 hour'`),
        eq(auditLog.action, 'patient.create'),
        sql`${auditLog.details}->>'reason' = ${IDENTITY_TAKEN}`,
      ),
    );
  return row?.n ?? 0;
}

/** The answer that does not say why: 'Nie można zapisać tego pacjenta. Skontaktuj się …' */
export const saveRefused = () => new AppError('FORBIDDEN', 'errors.patient.saveRefused');
