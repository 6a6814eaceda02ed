import {
  paymentsTotal,
  type StudyPaymentType,
  type TStudyPaymentInput,
  type TStudyPaymentsInput,
} from '@portal/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { contacts, studyPayments, users } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { entityReadAudit } from '../../platform/audit/read-audit.js';
import { studyNotFound, type StudyDeps } from './studies.service.js';
import { staffNameSql, type StudyPersonModel } from './studies.loaders.js';
import { studiesOf } from './studies.repository.js';
import { rebuildStudyAccess, updateStudyRow } from './study-writes.js';
import { claimStudy, refuseStale } from './study-version.js';

/**
 * The payments tab (spec part 2 §2, §7; issue 16 §2): a study's payment lines, read and saved as
 * a whole list. `value` is the line's charge with its discount applied by the form (the domain's
 * applyDiscount); the server stores value and discount as sent and never recomputes one from the
 * other, so what the registrar saw is what is kept, and the total is the exact sum of the values.
 */

export interface StudyPaymentModel {
  id: number;
  createdAt: Date;
  createdBy: StudyPersonModel | null;
  method: string;
  type: StudyPaymentType;
  value: string;
  discount: string;
  group: string | null;
  comment: string | null;
}

export interface StudyPaymentsModel {
  items: StudyPaymentModel[];
  total: string;
}

export interface StudyPaymentsSave {
  id: number;
  payments: TStudyPaymentsInput;
  version: number;
}

const audit = entityAudit('study');
const readAuditOf = entityReadAudit('study');

/** A study's lines in the order entered, each with who entered it. */
async function findPayments(db: Executor, studyId: number): Promise<StudyPaymentModel[]> {
  const rows = await db
    .select({
      id: studyPayments.id,
      createdAt: studyPayments.createdAt,
      method: studyPayments.method,
      type: studyPayments.type,
      value: studyPayments.value,
      discount: studyPayments.discount,
      group: studyPayments.group,
      comment: studyPayments.comment,
      creatorId: users.id,
      creatorName: staffNameSql,
    })
    .from(studyPayments)
    .leftJoin(users, eq(users.id, studyPayments.createdById))
    .leftJoin(contacts, eq(contacts.id, users.contactId))
    .where(eq(studyPayments.studyId, studyId))
    .orderBy(asc(studyPayments.position), asc(studyPayments.id));
  return rows.map(({ creatorId, creatorName, ...line }) => ({
    ...line,
    createdBy: creatorId === null ? null : { id: creatorId, name: creatorName },
  }));
}

/** studyPayments(id): the lines of a study the caller sees and their total; the read is audited. */
export async function listStudyPayments(
  deps: StudyDeps,
  actor: Actor,
  studyId: number,
): Promise<StudyPaymentsModel> {
  if ((await studiesOf(deps.db, actor).patientOf(studyId)) === undefined) {
    await audit(deps.db, actor, 'study.payments.read', studyId, { reason: 'notFound' }, 'failure');
    throw studyNotFound(studyId);
  }
  const items = await findPayments(deps.db, studyId);
  readAuditOf(deps.readAudit, actor, 'study.payments.read', studyId, {
    paymentIds: items.map((line) => line.id),
  });
  return { items, total: paymentsTotal(items) };
}

/** A line of the save with its place in the list. */
interface PlacedLine {
  line: TStudyPaymentInput;
  position: number;
}

/**
 * The stored ids the save keeps. An id must be one of this study's lines, named once: any other
 * (another study's, a deleted one, a second naming) is NOT_FOUND, as for the files tab.
 */
function keptLineIds(lines: readonly TStudyPaymentInput[], savedIds: readonly number[]) {
  const byText = new Map(savedIds.map((id) => [String(id), id]));
  const kept = new Set<number>();
  for (const { id } of lines) {
    if (id === undefined) continue;
    const savedId = byText.get(id);
    if (savedId === undefined || kept.has(savedId)) throw notFound(id);
    kept.add(savedId);
  }
  return kept;
}

/** The discount as the column's exact text: the schema gives a number with two decimals at most. */
const discountText = (discount: number) => discount.toFixed(2);

/**
 * Writes the kept lines in one statement whatever their number (update … from values); their
 * `created_at` and `created_by_id` are not touched, so a line keeps its author.
 */
async function updateKeptLines(tx: Executor, kept: readonly PlacedLine[]): Promise<void> {
  if (kept.length === 0) return;
  const rows = kept.map(
    ({ line, position }) =>
      sql`(${Number(line.id)}::integer, ${line.method}::text, ${line.type}::text,
        ${line.value}::numeric, ${discountText(line.discount)}::numeric, ${line.group}::text,
        ${line.comment}::text, ${position}::integer)`,
  );
  const edited = sql`(values ${sql.join(rows, sql`, `)})
    as edited(id, method, type, value, discount, "group", comment, position)`;
  await tx
    .update(studyPayments)
    .set({
      method: sql`edited.method`,
      type: sql`edited.type`,
      value: sql`edited.value`,
      discount: sql`edited.discount`,
      group: sql`edited."group"`,
      comment: sql`edited.comment`,
      position: sql`edited.position`,
    })
    .from(edited)
    .where(sql`${studyPayments.id} = edited.id`);
}

/** Inserts the new lines, entered by the caller now; their ids by position. */
async function insertNewLines(
  tx: Executor,
  studyId: number,
  createdById: number,
  added: readonly PlacedLine[],
): Promise<Map<number, number>> {
  if (added.length === 0) return new Map();
  const inserted = await tx
    .insert(studyPayments)
    .values(
      added.map(({ line, position }) => ({
        studyId,
        createdById,
        method: line.method,
        type: line.type,
        value: line.value,
        discount: discountText(line.discount),
        group: line.group,
        comment: line.comment,
        position,
      })),
    )
    .returning({ id: studyPayments.id, position: studyPayments.position });
  return new Map(inserted.map((row) => [row.position, row.id]));
}

/**
 * updateStudyPayments(id, payments): the study's lines from now on, with the version edited
 * (ADR 0021). Lines with an id are kept and edited, lines without one are added, saved lines left
 * out are deleted. The registrar's flow (issue 16 §2): saving payments makes a Draft study Paid —
 * when at least one line is saved, since an empty list pays nothing; Paid and Performed stay.
 */
export async function updateStudyPayments(
  deps: StudyDeps,
  actor: Actor,
  input: StudyPaymentsSave,
): Promise<void> {
  const { id } = input;
  const outcome = await deps.db.transaction(async (tx) => {
    // The study's row lock serializes every save of its lines.
    const claim = await claimStudy(tx, actor, id, input.version);
    if ('stale' in claim) return claim;
    const { study } = claim;

    const savedIds = (
      await tx
        .select({ id: studyPayments.id })
        .from(studyPayments)
        .where(eq(studyPayments.studyId, id))
    ).map((row) => row.id);
    const kept = keptLineIds(input.payments, savedIds);
    const deleted = savedIds.filter((savedId) => !kept.has(savedId));
    if (deleted.length > 0) {
      await tx.delete(studyPayments).where(inArray(studyPayments.id, deleted));
    }
    const placed = input.payments.map((line, position) => ({ line, position }));
    await updateKeptLines(
      tx,
      placed.filter(({ line }) => line.id !== undefined),
    );
    const addedIds = await insertNewLines(
      tx,
      id,
      actor.userId,
      placed.filter(({ line }) => line.id === undefined),
    );

    const paid = study.status === 'Draft' && input.payments.length > 0;
    await updateStudyRow(tx, id, {
      updatedById: actor.userId,
      ...(paid ? { status: 'Paid' as const } : {}),
    });
    // updated_at moved: the doctors' lists read it from study_access (ADR 0034).
    await rebuildStudyAccess(tx, id);
    await audit(tx, actor, 'study.payments', id, {
      // What was charged, never who paid or the free-text comment.
      lines: placed.map(({ line, position }) => ({
        id: line.id === undefined ? addedIds.get(position) : Number(line.id),
        type: line.type,
        value: line.value,
        discount: discountText(line.discount),
      })),
      deleted,
      total: paymentsTotal(input.payments),
      ...(paid ? { status: { from: study.status, to: 'Paid' } } : {}),
    });
    return { saved: true } as const;
  });
  if ('stale' in outcome) await refuseStale(deps, actor, 'study.payments', input, outcome.stale);
}
