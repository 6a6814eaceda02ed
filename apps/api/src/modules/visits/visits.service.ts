import {
  FOLLOW_UP_VISIT_REASON,
  type TCreateVisitInput,
  type TUpdateVisitInput,
  type TVisitsQuery,
  type TVisitTransition,
} from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { mayRunVisitsOf } from '../../auth/visit-policy.js';
import type { Database, Executor } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { visits } from '../../db/schema/index.js';
import { AppError, fieldRefused } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { entityReadAudit, type ReadAudit } from '../../platform/audit/read-audit.js';
import { visitsOf, type VisitModel, type VisitPage } from './visits.repository.js';
import {
  checkDictionaries,
  checkPeople,
  followUpInstant,
  regionOf,
  visitDay,
} from './visit-writes.js';

/**
 * Coordinators' visits (spec part 2 §2–§8, issue 21 §1; ADR 0049). Reads go through the caller's
 * scope and the read audit; every write is one transaction with its audit row — completing or
 * cancelling a visit and planning the next one included.
 */

export interface VisitDeps {
  db: Database;
  readAudit: ReadAudit;
}

const audit = entityAudit('visit');
const recordRead = entityReadAudit('visit');

export const visitNotFound = (id: number) =>
  new AppError('NOT_FOUND', 'errors.visit.notFound', { params: { id } });
const ownOnly = () => new AppError('FORBIDDEN', 'errors.visit.ownOnly');
const notScheduled = () => new AppError('CONFLICT', 'errors.visit.notScheduled');

export async function listVisits(
  deps: VisitDeps,
  actor: Actor,
  query: TVisitsQuery,
): Promise<VisitPage> {
  const page = await visitsOf(deps.db, actor).page(query);
  recordRead(deps.readAudit, actor, 'visit.list', undefined, {
    filters: Object.keys(query.where).filter(
      (key) => query.where[key as keyof typeof query.where] !== undefined,
    ),
    skip: query.pagination.skip,
    visitIds: page.items.map((visit) => visit.id),
  });
  return page;
}

/** One visit; outside the caller's scope NOT_FOUND exactly like a missing one. */
export async function getVisit(deps: VisitDeps, actor: Actor, id: number): Promise<VisitModel> {
  const visit = await visitsOf(deps.db, actor).byId(id);
  if (!visit) throw visitNotFound(id);
  recordRead(deps.readAudit, actor, 'visit.read', id);
  return visit;
}

/** The row's columns a save writes (everything but the status and the follow-up link). */
function savedColumns(actor: Actor, input: TCreateVisitInput | TUpdateVisitInput) {
  return {
    visitDate: input.visitDate,
    doctorId: input.doctorId,
    coordinatorId: input.coordinatorId,
    comment: input.comment,
    visitReason: input.visitReason,
    gadgets: input.gadgets,
    region: regionOf(input.doctorId, input.coordinatorId),
    updatedById: actor.userId,
    updatedAt: sql`now()`,
  };
}

/** createVisit: a new Scheduled visit, for the caller's own diary unless they are an Admin. */
export async function createVisit(
  deps: VisitDeps,
  actor: Actor,
  input: TCreateVisitInput,
): Promise<VisitModel> {
  if (!mayRunVisitsOf(actor, input.coordinatorId)) throw ownOnly();
  return deps.db.transaction(async (tx) => {
    await checkPeople(tx, input);
    await checkDictionaries(tx, input);
    if (input.previousVisitId !== undefined) {
      const previous = await visitsOf(tx, actor).byId(input.previousVisitId);
      if (!previous) {
        throw fieldRefused('previousVisitId', 'errors.visit.previousNotFound', {
          id: input.previousVisitId,
        });
      }
    }
    const [row] = await tx
      .insert(visits)
      .values({
        ...savedColumns(actor, input),
        previousVisitId: input.previousVisitId ?? null,
        createdById: actor.userId,
      })
      .returning();
    await audit(tx, actor, 'visit.create', row!.id, {
      doctorId: row!.doctorId,
      coordinatorId: row!.coordinatorId,
    });
    return row!;
  });
}

/**
 * The visit of a change (edit, complete, cancel, delete), locked for the transaction: in the
 * caller's scope, Scheduled, and the caller's to run.
 */
async function changeableVisit(tx: Executor, actor: Actor, id: number): Promise<VisitModel> {
  const visit = await visitsOf(tx, actor).lock(id);
  if (!visit) throw visitNotFound(id);
  if (!mayRunVisitsOf(actor, visit.coordinatorId)) throw ownOnly();
  if (visit.status !== 'Scheduled') throw notScheduled();
  return visit;
}

/** Claims the version edited (ADR 0021): a stale save is refused and writes nothing. */
async function claim(tx: Executor, id: number, version: number) {
  const claimed = await claimVersion(tx, visits, id, version);
  if (!claimed.claimed) throw staleVersion(claimed.currentVersion);
}

/** updateVisit(id, visit, version): a Scheduled visit's fields (part 2 §4: the others are read-only). */
export async function updateVisit(
  deps: VisitDeps,
  actor: Actor,
  { id, input }: { id: number; input: TUpdateVisitInput },
): Promise<VisitModel> {
  if (!mayRunVisitsOf(actor, input.coordinatorId)) throw ownOnly();
  return deps.db.transaction(async (tx) => {
    const current = await changeableVisit(tx, actor, id);
    await claim(tx, id, input.version);
    await checkPeople(tx, input);
    await checkDictionaries(tx, input, current);
    const [row] = await tx
      .update(visits)
      .set(savedColumns(actor, input))
      .where(eq(visits.id, id))
      .returning();
    await audit(tx, actor, 'visit.update', id, {
      doctorId: row!.doctorId,
      coordinatorId: row!.coordinatorId,
    });
    return row!;
  });
}

/** removeVisit(id): only a Scheduled visit ('Tylko zaplanowane spotkanie może zostać usunięte'). */
export async function removeVisit(deps: VisitDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const visit = await visitsOf(tx, actor).lock(id);
    if (!visit) throw visitNotFound(id);
    if (!mayRunVisitsOf(actor, visit.coordinatorId)) throw ownOnly();
    if (visit.status !== 'Scheduled') {
      throw new AppError('CONFLICT', 'errors.visit.onlyScheduledRemovable');
    }
    await tx.delete(visits).where(eq(visits.id, id));
    await audit(tx, actor, 'visit.remove', id, { doctorId: visit.doctorId });
  });
}

/**
 * completeVisit / cancelVisit(id, version, followUpDate): the visit becomes Completed or
 * Cancelled and, given a day after it, the next visit is planned with the same doctor and
 * coordinator at the same time of day, reason 'Rutynowa' — in one transaction (part 2 §4).
 */
export async function endVisit(
  deps: VisitDeps,
  actor: Actor,
  status: 'Completed' | 'Cancelled',
  { id, version, followUpDate }: TVisitTransition,
): Promise<VisitModel> {
  return deps.db.transaction(async (tx) => {
    const visit = await changeableVisit(tx, actor, id);
    await claim(tx, id, version);
    if (followUpDate !== undefined && followUpDate <= (await visitDay(tx, id))) {
      throw fieldRefused('followUpDate', 'validation.visit.followUpNotAfter');
    }
    const [row] = await tx
      .update(visits)
      .set({ status, updatedById: actor.userId, updatedAt: sql`now()` })
      .where(eq(visits.id, id))
      .returning();
    const action = status === 'Completed' ? 'visit.complete' : 'visit.cancel';
    await audit(tx, actor, action, id, { doctorId: visit.doctorId });
    if (followUpDate !== undefined) {
      const [next] = await tx
        .insert(visits)
        .values({
          visitDate: followUpInstant(id, followUpDate),
          doctorId: visit.doctorId,
          coordinatorId: visit.coordinatorId,
          visitReason: FOLLOW_UP_VISIT_REASON,
          region: regionOf(visit.doctorId, visit.coordinatorId),
          previousVisitId: id,
          createdById: actor.userId,
          updatedById: actor.userId,
        })
        .returning({ id: visits.id });
      await audit(tx, actor, 'visit.create', next!.id, {
        doctorId: visit.doctorId,
        coordinatorId: visit.coordinatorId,
        previousVisitId: id,
      });
    }
    return row!;
  });
}
