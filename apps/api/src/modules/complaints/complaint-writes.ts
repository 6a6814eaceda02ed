import type { TComplaintInput } from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { complaints, contacts, doctors, studies, users } from '../../db/schema/index.js';
import { fieldRefused } from '../../errors/app-error.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { mailDateTime } from '../../platform/mail/mail-dates.js';
import { readAppConfig } from '../app-config/app-config.repository.js';
import { patientsOf } from '../patients/patients.repository.js';
import type { ComplaintModel } from './complaints.repository.js';

/**
 * The checks and side effects of a complaint's save (complaints.service.ts): who and what it
 * names, what the config offers, the due date, and the mail to the responsible person.
 */

const HOUR_MS = 3_600_000;
/** A report date may run ahead of the server's clock by this much (a clock a little fast). */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The responsible person must be a live account holding the Complaints role. */
async function checkResponsible(tx: Executor, userId: number): Promise<void> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.active, true),
        isNull(users.deletedAt),
        sql`'Complaints' = any(${users.roles})`,
      ),
    );
  if (!user) throw fieldRefused('responsiblePersonId', 'validation.complaint.notResponsible');
}

/**
 * The patient the caller sees, the doctor and the study that exist; a study given with a
 * patient must be that patient's.
 */
async function checkLinks(tx: Executor, actor: Actor, input: TComplaintInput): Promise<void> {
  if (input.patientId !== undefined && !(await patientsOf(tx, actor).exists(input.patientId))) {
    throw fieldRefused('patientId', 'validation.complaint.patientUnknown');
  }
  if (input.doctorId !== undefined) {
    const [doctor] = await tx
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.id, input.doctorId));
    if (!doctor) throw fieldRefused('doctorId', 'validation.complaint.doctorUnknown');
  }
  if (input.studyId !== undefined) {
    const [study] = await tx
      .select({ patientId: studies.patientId })
      .from(studies)
      .where(eq(studies.id, input.studyId));
    if (!study) throw fieldRefused('studyId', 'validation.complaint.studyUnknown');
    if (input.patientId !== undefined && study.patientId !== input.patientId) {
      throw fieldRefused('studyId', 'validation.complaint.studyOfOtherPatient');
    }
  }
}

/**
 * Everything a save checks beyond the form's own rules. `current` is the complaint as stored
 * (an edit): its reason passes even when the config no longer lists it, and its resolution may
 * only change when the complaint is Closed after the save.
 */
export async function checkComplaint(
  tx: Executor,
  actor: Actor,
  input: TComplaintInput,
  current?: ComplaintModel,
): Promise<void> {
  if (input.reportDate.getTime() > Date.now() + CLOCK_SKEW_MS) {
    throw fieldRefused('reportDate', 'validation.complaint.reportDateFuture');
  }
  if (
    input.status !== 'Closed' &&
    input.complaintResolution !== (current?.complaintResolution ?? null)
  ) {
    throw fieldRefused('complaintResolution', 'validation.complaint.resolutionOnlyClosed');
  }
  const reason = input.complaintReason;
  if (reason !== null && reason !== current?.complaintReason) {
    const config = await readAppConfig(tx);
    if (!config.complaintTypes.includes(reason)) {
      throw fieldRefused('complaintReason', 'validation.complaint.reasonUnknown', { reason });
    }
  }
  await checkResponsible(tx, input.responsiblePersonId);
  await checkLinks(tx, actor, input);
}

/**
 * The due date: the report date plus the config's complaintResolutionTimeHours, counted in
 * elapsed hours (48 hours are 48 hours across a change of time). An edit that keeps the report
 * date keeps the due date, whatever the config says now.
 */
export async function dueDateOf(
  tx: Executor,
  reportDate: Date,
  current?: ComplaintModel,
): Promise<Date> {
  if (current && current.reportDate.getTime() === reportDate.getTime()) return current.dueDate;
  const config = await readAppConfig(tx);
  return new Date(reportDate.getTime() + config.complaintResolutionTimeHours * HOUR_MS);
}

/** The saved columns of the form; the status's `closedAt` follows the status. */
export function complaintColumns(actor: Actor, input: TComplaintInput, dueDate: Date) {
  return {
    complainantName: input.complainantName,
    complainantPhoneNumber: input.complainantPhoneNumber ?? null,
    complainantEmailAddress: input.complainantEmailAddress ?? null,
    reportDate: input.reportDate,
    dueDate,
    type: input.type,
    status: input.status,
    complaintReason: input.complaintReason,
    complaintDescription: input.complaintDescription,
    complaintResolution: input.complaintResolution,
    responsiblePersonId: input.responsiblePersonId,
    patientId: input.patientId ?? null,
    doctorId: input.doctorId ?? null,
    studyId: input.studyId ?? null,
    closedAt:
      input.status === 'Closed'
        ? sql`coalesce(${complaints.closedAt}, now())`
        : sql`null::timestamptz`,
    updatedById: actor.userId,
    updatedAt: sql`now()`,
  };
}

/**
 * Tells the responsible person the complaint is theirs (issue 21 §2), in the save's
 * transaction: the mail goes exactly when the assignment commits, once per assignment.
 */
export async function mailAssignment(
  tx: Executor,
  mailer: Mailer,
  complaint: ComplaintModel,
): Promise<void> {
  const [person] = await tx
    .select({ login: users.login, firstName: contacts.firstName })
    .from(users)
    .innerJoin(contacts, eq(contacts.id, users.contactId))
    .where(eq(users.id, complaint.responsiblePersonId));
  if (!person) return;
  await mailer.enqueue(tx, {
    dedupeKey: `complaint-assigned:${complaint.id}:${complaint.version}`,
    to: person.login,
    lang: 'pl',
    template: 'complaint-notice',
    params: {
      kind: 'assigned',
      ...(person.firstName ? { name: person.firstName } : {}),
      complaint: {
        id: complaint.id,
        type: complaint.type,
        dueDate: mailDateTime(complaint.dueDate),
        overdue: complaint.dueDate.getTime() < Date.now(),
      },
    },
  });
}
