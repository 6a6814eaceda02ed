import type { TComplaintInput, TComplaintsQuery, TUpdateComplaintInput } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { mayReassignComplaint } from '../../auth/complaint-policy.js';
import type { Database } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { complaints } from '../../db/schema/index.js';
import { AppError, fieldRefused } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { entityReadAudit, type ReadAudit } from '../../platform/audit/read-audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { checkComplaint, complaintColumns, dueDateOf, mailAssignment } from './complaint-writes.js';
import { complaintsOf, type ComplaintModel, type ComplaintPage } from './complaints.repository.js';

/**
 * Complaints (spec part 2 §2–§6, issue 21 §2; ADR 0050). Reads go through the caller's scope and
 * the read audit; a save is one transaction with its audit row and, when the complaint changes
 * hands, the mail to its new responsible person. The audit holds ids, never the complaint's text.
 */

export interface ComplaintDeps {
  db: Database;
  readAudit: ReadAudit;
  mailer: Mailer;
}

const audit = entityAudit('complaint');
const recordRead = entityReadAudit('complaint');

export const complaintNotFound = (id: number) =>
  new AppError('NOT_FOUND', 'errors.complaint.notFound', { params: { id } });

export async function listComplaints(
  deps: ComplaintDeps,
  actor: Actor,
  query: TComplaintsQuery,
): Promise<ComplaintPage> {
  const page = await complaintsOf(deps.db, actor).page(query);
  recordRead(deps.readAudit, actor, 'complaint.list', undefined, {
    filters: Object.keys(query.where).filter(
      (key) => query.where[key as keyof typeof query.where] !== undefined,
    ),
    skip: query.pagination.skip,
    complaintIds: page.items.map((complaint) => complaint.id),
  });
  return page;
}

/** One complaint; outside the caller's scope NOT_FOUND exactly like a missing one. */
export async function getComplaint(
  deps: ComplaintDeps,
  actor: Actor,
  id: number,
): Promise<ComplaintModel> {
  const complaint = await complaintsOf(deps.db, actor).byId(id);
  if (!complaint) throw complaintNotFound(id);
  recordRead(deps.readAudit, actor, 'complaint.read', id);
  return complaint;
}

/** What the audit row says of a save: ids and states, no text. */
const auditDetails = (complaint: ComplaintModel) => ({
  status: complaint.status,
  responsiblePersonId: complaint.responsiblePersonId,
  patientId: complaint.patientId,
  doctorId: complaint.doctorId,
  studyId: complaint.studyId,
});

export async function createComplaint(
  deps: ComplaintDeps,
  actor: Actor,
  input: TComplaintInput,
): Promise<ComplaintModel> {
  return deps.db.transaction(async (tx) => {
    await checkComplaint(tx, actor, input);
    const dueDate = await dueDateOf(tx, input.reportDate);
    const [row] = await tx
      .insert(complaints)
      .values({ ...complaintColumns(actor, input, dueDate), createdById: actor.userId })
      .returning();
    await audit(tx, actor, 'complaint.create', row!.id, auditDetails(row!));
    await mailAssignment(tx, deps.mailer, row!);
    return row!;
  });
}

/**
 * updateComplaint(id, complaint, version): the desk edits any complaint; a Complaints user edits
 * and closes the ones they are responsible for, without handing them to someone else.
 */
export async function updateComplaint(
  deps: ComplaintDeps,
  actor: Actor,
  { id, version, complaint: input }: TUpdateComplaintInput,
): Promise<ComplaintModel> {
  return deps.db.transaction(async (tx) => {
    const current = await complaintsOf(tx, actor).lock(id);
    if (!current) throw complaintNotFound(id);
    const reassigned = input.responsiblePersonId !== current.responsiblePersonId;
    if (reassigned && !mayReassignComplaint(actor)) {
      throw fieldRefused('responsiblePersonId', 'errors.complaint.reassignForbidden');
    }
    const claimed = await claimVersion(tx, complaints, id, version);
    if (!claimed.claimed) throw staleVersion(claimed.currentVersion);
    await checkComplaint(tx, actor, input, current);
    const dueDate = await dueDateOf(tx, input.reportDate, current);
    const [row] = await tx
      .update(complaints)
      .set(complaintColumns(actor, input, dueDate))
      .where(eq(complaints.id, id))
      .returning();
    const action =
      row!.status === current.status
        ? 'complaint.update'
        : row!.status === 'Closed'
          ? 'complaint.close'
          : 'complaint.reopen';
    await audit(tx, actor, action, id, auditDetails(row!));
    if (reassigned) await mailAssignment(tx, deps.mailer, row!);
    return row!;
  });
}
