import { DISPLAY_TIME_ZONE } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import {
  branches,
  contacts,
  doctors,
  files,
  studies,
  studyDescribers,
  studyNotices,
  studyShares,
  studySupportingDoctors,
  studyTypes,
  users,
  type StudyNoticeKind,
} from '../../db/schema/index.js';
import { entityAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { StudyNoticeParams } from '../../platform/mail/templates/study-notice.js';
import { shownStudyFile } from '../files/study-file-conditions.js';
import { mailDateTime } from '../../platform/mail/mail-dates.js';

/**
 * The mails a study's doctors get (issue 15 §3, ADR 0035). After every save the service calls
 * `sendDueStudyNotices` in the save's transaction: it works out from the study as it now is which
 * notices are due, mails those `study_notices` does not hold yet, and records them there — so a
 * notice goes once, whatever saves come after, and only with the change that made it due.
 *
 * - performed: the leading and supporting doctors, once the study is Performed, when
 *   notifyLeaderAndSupportingDoctors holds and it is not hidden;
 * - shared: a doctor it was shared with (sharing is the sender's own act: no switch);
 * - assigned: each describer, once the study is Performed (there is nothing to describe before),
 *   when notifyDescribers holds; assigned again after being taken off, mailed again;
 * - description: the referring doctors (leading, supporting, shared), for each ready description
 *   file, when notifyDoctorsAboutDescription holds and it is not hidden.
 *
 * Only doctors with an active account whose mailNotifications preference is on are mailed. The
 * description request comment goes to describers, and to referring doctors unless incognito.
 */

interface StudyFacts {
  status: string;
  hidden: boolean;
  incognito: boolean;
  notifyReferrers: boolean;
  notifyAboutDescription: boolean;
  notifyDescribers: boolean;
  urgent: boolean;
  comment: string | null;
  studyDate: Date;
  studyType: string;
  branchName: string;
}

type Relation = 'leading' | 'supporting' | 'shared' | 'describer';

interface Recipient {
  relation: Relation;
  doctorId: number;
  login: string;
  firstName: string | null;
  dueDate: Date | null;
  assignedAt: Date | null;
}

interface DueNotice {
  kind: StudyNoticeKind;
  occasion: string;
  recipient: Recipient;
}

const audit = entityAudit('study');

const dateFormat = new Intl.DateTimeFormat('pl-PL', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

async function readFacts(tx: Executor, studyId: number): Promise<StudyFacts | undefined> {
  const { rows } = await tx.execute<{
    status: string;
    hidden: boolean;
    incognito: boolean;
    notify_referrers: boolean;
    notify_about_description: boolean;
    notify_describers: boolean;
    urgent: boolean;
    comment: string | null;
    study_date: string;
    study_type: string;
    branch_name: string;
  }>(sql`
    select s.status, s.hidden, s.incognito_description as incognito,
      s.notify_leader_and_supporting_doctors as notify_referrers,
      s.notify_doctors_about_description as notify_about_description,
      s.notify_describers, s.urgent_description as urgent,
      s.description_request_comment as comment, s.study_date,
      t.name as study_type, b.name as branch_name
    from ${studies} s
    join ${studyTypes} t on t.id = s.study_type_id
    join ${branches} b on b.id = s.branch_id
    where s.id = ${studyId}`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    status: row.status,
    hidden: row.hidden,
    incognito: row.incognito,
    notifyReferrers: row.notify_referrers,
    notifyAboutDescription: row.notify_about_description,
    notifyDescribers: row.notify_describers,
    urgent: row.urgent,
    comment: row.comment,
    studyDate: new Date(row.study_date),
    studyType: row.study_type,
    branchName: row.branch_name,
  };
}

/** The study's doctors who take mail: an active account with notifications on. */
async function readRecipients(tx: Executor, studyId: number): Promise<Recipient[]> {
  const { rows } = await tx.execute<{
    relation: Relation;
    doctor_id: number;
    login: string;
    first_name: string | null;
    due_date: string | null;
    assigned_at: string | null;
  }>(sql`
    select r.relation, r.doctor_id, u.login, c.first_name, r.due_date, r.assigned_at
    from (
      select 'leading' as relation, leading_doctor_id as doctor_id,
        null::timestamptz as due_date, null::timestamptz as assigned_at
        from ${studies} where id = ${studyId} and leading_doctor_id is not null
      union all select 'supporting', doctor_id, null, null
        from ${studySupportingDoctors} where study_id = ${studyId}
      union all select 'shared', doctor_id, null, null
        from ${studyShares} where study_id = ${studyId}
      union all select 'describer', doctor_id, due_date, assigned_at
        from ${studyDescribers} where study_id = ${studyId}
    ) r
    join ${doctors} d on d.id = r.doctor_id
    join ${users} u on u.id = d.user_id
    join ${contacts} c on c.id = d.contact_id
    where u.active and u.deleted_at is null
      and coalesce((u.preferences ->> 'mailNotifications')::boolean, true)`);
  return rows.map((row) => ({
    relation: row.relation,
    doctorId: Number(row.doctor_id),
    login: row.login,
    firstName: row.first_name,
    dueDate: row.due_date === null ? null : new Date(row.due_date),
    assignedAt: row.assigned_at === null ? null : new Date(row.assigned_at),
  }));
}

/** The descriptions the study shows (what `hasDescription` counts). */
async function readDescriptionFiles(tx: Executor, studyId: number): Promise<string[]> {
  const rows = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(shownStudyFile(sql`${studyId}`), eq(files.fileType, 'StudyDescription')))
    .orderBy(files.createdAt, files.id);
  return rows.map((row) => row.id);
}

/** Which notices the study as it now is calls for (see the module's comment). */
function dueNotices(
  facts: StudyFacts,
  recipients: readonly Recipient[],
  descriptionFiles: readonly string[],
): DueNotice[] {
  const due: DueNotice[] = [];
  const performed = facts.status === 'Performed';
  const referrer = (r: Recipient) => r.relation !== 'describer';
  for (const recipient of recipients) {
    const { relation } = recipient;
    if (relation === 'describer') {
      if (performed && facts.notifyDescribers && recipient.assignedAt) {
        const occasion = recipient.assignedAt.toISOString();
        due.push({ kind: 'assigned', occasion, recipient });
      }
      continue;
    }
    if (facts.hidden) continue;
    if (relation === 'shared') due.push({ kind: 'shared', occasion: '', recipient });
    if (performed && facts.notifyReferrers && relation !== 'shared') {
      due.push({ kind: 'performed', occasion: '', recipient });
    }
    if (facts.notifyAboutDescription && referrer(recipient)) {
      for (const file of descriptionFiles) {
        due.push({ kind: 'description', occasion: file, recipient });
      }
    }
  }
  // A doctor who is leading and supporting, or shared as well, is told each thing once.
  const seen = new Set<string>();
  return due.filter(({ kind, occasion, recipient }) => {
    const key = `${kind} ${occasion} ${recipient.doctorId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function mailParams(studyId: number, facts: StudyFacts, notice: DueNotice): StudyNoticeParams {
  const { kind, recipient } = notice;
  const describer = kind === 'assigned';
  const comment = facts.comment && (describer || !facts.incognito) ? facts.comment : undefined;
  return {
    kind,
    ...(recipient.firstName ? { name: recipient.firstName } : {}),
    studyId,
    studyType: facts.studyType,
    studyDate: dateFormat.format(facts.studyDate),
    branchName: facts.branchName,
    ...(describer && recipient.dueDate ? { dueDate: mailDateTime(recipient.dueDate) } : {}),
    ...(describer && facts.urgent ? { urgent: true } : {}),
    ...(comment ? { comment } : {}),
  };
}

/**
 * Mails the notices the study now calls for and no earlier save sent, in `tx` — the mails, their
 * `study_notices` rows and one audit row commit with the save or not at all.
 */
export async function sendDueStudyNotices(
  tx: Executor,
  mailer: Mailer,
  actor: Actor,
  studyId: number,
): Promise<void> {
  const facts = await readFacts(tx, studyId);
  if (!facts) return;
  const recipients = await readRecipients(tx, studyId);
  if (recipients.length === 0) return;
  const descriptions =
    facts.notifyAboutDescription && !facts.hidden ? await readDescriptionFiles(tx, studyId) : [];
  const sent: { kind: StudyNoticeKind; doctorId: number }[] = [];
  for (const notice of dueNotices(facts, recipients, descriptions)) {
    const { kind, occasion, recipient } = notice;
    const claimed = await tx
      .insert(studyNotices)
      .values({ studyId, doctorId: recipient.doctorId, kind, occasion })
      .onConflictDoNothing()
      .returning({ kind: studyNotices.kind });
    if (claimed.length === 0) continue;
    await mailer.enqueue(tx, {
      dedupeKey: `study-notice:${studyId}:${recipient.doctorId}:${kind}:${occasion}`,
      to: recipient.login,
      lang: 'pl',
      template: 'study-notice',
      params: mailParams(studyId, facts, notice),
    });
    sent.push({ kind, doctorId: recipient.doctorId });
  }
  if (sent.length > 0) await audit(tx, actor, 'study.notify', studyId, { notices: sent });
}
