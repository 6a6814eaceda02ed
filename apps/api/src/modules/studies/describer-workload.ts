import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Database, Executor } from '../../db/client.js';
import {
  contacts,
  doctors,
  studies,
  studyDescribers,
  studyTypes,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { doctorDisplayName } from '../doctors/doctor-name.js';
import { findDoctorsByIds, type DoctorModel } from '../doctors/doctors.repository.js';
import { studiesOf } from './studies.repository.js';
import { studyNotFound } from './studies.service.js';
import { sendDueStudyNotices } from './study-notices.js';
import { studyFlagColumns } from './study-rows.js';
import { checkDescribersAvailable } from './study-references.js';
import { rebuildStudyAccess, touchStudy } from './study-writes.js';

/**
 * The describers' workload (issue 15 §4, beyond the spec; Admin and Manager): each describing
 * doctor's open descriptions — assigned studies without a ready description — with the nearest
 * deadline and the ones past it, and moving an overdue description to another describer in one
 * action. The hours against each doctor's maximum come with `Doctor.describerInfo`.
 */

/** Overdue descriptions listed per describer; the rest are counted (the studies list has them). */
export const OVERDUE_LISTED = 20;

export interface OverdueDescriptionModel {
  studyId: number;
  studyType: string;
  studyDate: Date;
  dueDate: Date;
  urgent: boolean;
  minutesToDescribe: number;
}

export interface DescriberWorkloadModel {
  doctor: DoctorModel;
  nearestDeadline: Date | null;
  overdueCount: number;
  overdue: OverdueDescriptionModel[];
}

const audit = entityAudit('study');

/**
 * Every doctor whose active account holds DescribingDoctor, and anyone else still assigned an open
 * description, with their nearest deadline and overdue count: most overdue first, then by name.
 */
async function workloadRows(db: Executor) {
  const { rows } = await db.execute<{
    doctor_id: number;
    nearest: string | null;
    overdue: number;
  }>(sql`
    with open as (
      select sd.doctor_id, sd.due_date
      from ${studyDescribers} sd
      join ${studies} on ${studies.id} = sd.study_id
      where not ${studyFlagColumns.hasDescription}
    )
    select d.id as doctor_id, min(o.due_date) as nearest,
      (count(o.due_date) filter (where o.due_date < now()))::int as overdue
    from ${doctors} d
    join ${contacts} c on c.id = d.contact_id
    left join ${users} u on u.id = d.user_id
    left join open o on o.doctor_id = d.id
    where (u.active and u.deleted_at is null and u.roles @> array['DescribingDoctor']::text[])
      or o.doctor_id is not null
    group by d.id, c.last_name, c.first_name, c.company_name
    order by overdue desc, c.last_name collate "polish", c.first_name collate "polish",
      c.company_name collate "polish", d.id`);
  return rows.map((row) => ({
    doctorId: Number(row.doctor_id),
    nearestDeadline: row.nearest === null ? null : new Date(row.nearest),
    overdueCount: Number(row.overdue),
  }));
}

/** Up to OVERDUE_LISTED overdue descriptions of each of `doctorIds`, most overdue first. */
async function overdueDescriptions(db: Executor, doctorIds: readonly number[]) {
  if (doctorIds.length === 0) return new Map<number, OverdueDescriptionModel[]>();
  const { rows } = await db.execute<{
    doctor_id: number;
    study_id: number;
    study_type: string;
    study_date: string;
    due_date: string;
    urgent: boolean;
    minutes: number;
  }>(sql`
    select sd.doctor_id, late.study_id, late.study_type, late.study_date, late.due_date,
      late.urgent, late.minutes
    -- The ids as one array literal: an array inside sql\`\` would become a list of parameters.
    from unnest(${`{${doctorIds.join(',')}}`}::int[]) as sd(doctor_id)
    cross join lateral (
      select ${studies.id} as study_id, t.name as study_type, ${studies.studyDate} as study_date,
        x.due_date, ${studies.urgentDescription} as urgent, t.time_to_describe as minutes
      from ${studyDescribers} x
      join ${studies} on ${studies.id} = x.study_id
      join ${studyTypes} t on t.id = ${studies.studyTypeId}
      where x.doctor_id = sd.doctor_id and x.due_date < now() and not ${studyFlagColumns.hasDescription}
      order by x.due_date, x.study_id
      limit ${OVERDUE_LISTED}
    ) late`);
  const byDoctor = new Map<number, OverdueDescriptionModel[]>();
  for (const row of rows) {
    const list = byDoctor.get(Number(row.doctor_id)) ?? [];
    list.push({
      studyId: Number(row.study_id),
      studyType: row.study_type,
      studyDate: new Date(row.study_date),
      dueDate: new Date(row.due_date),
      urgent: row.urgent,
      minutesToDescribe: Number(row.minutes),
    });
    byDoctor.set(Number(row.doctor_id), list);
  }
  return byDoctor;
}

/** The workload table: one row a describer (see the module's comment). */
export async function describerWorkload(db: Executor): Promise<DescriberWorkloadModel[]> {
  const rows = await workloadRows(db);
  const ids = rows.map((row) => row.doctorId);
  const found = new Map((await findDoctorsByIds(db, ids)).map((doctor) => [doctor.id, doctor]));
  const late = await overdueDescriptions(
    db,
    rows.filter((row) => row.overdueCount > 0).map((row) => row.doctorId),
  );
  return rows.flatMap((row) => {
    const doctor = found.get(row.doctorId);
    if (!doctor) return [];
    return [{ ...row, doctor, overdue: late.get(row.doctorId) ?? [] }];
  });
}

export interface ReassignInput {
  studyId: number;
  from: number;
  to: number;
}

/**
 * Moves a study's description from one describer to another, keeping its deadline: the new one
 * must be a describer with room for it (vacation and load, as the study form checks) and not
 * describe it already. The study's version moves, its access rows follow, and the new describer
 * is mailed as any newly assigned one (study-notices.ts) — in one transaction with the audit row.
 */
export async function reassignDescription(
  deps: { db: Database; mailer: Mailer },
  actor: Actor,
  { studyId, from, to }: ReassignInput,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const study = await studiesOf(tx, actor).lock(studyId);
    if (!study) throw studyNotFound(studyId);
    const found = new Map((await findDoctorsByIds(tx, [from, to])).map((d) => [d.id, d]));
    const name = (id: number) => {
      const doctor = found.get(id);
      return doctor ? doctorDisplayName(doctor) : String(id);
    };
    const describing = await tx
      .select({ doctorId: studyDescribers.doctorId, dueDate: studyDescribers.dueDate })
      .from(studyDescribers)
      .where(eq(studyDescribers.studyId, studyId));
    const leaving = describing.find((row) => row.doctorId === from);
    if (!leaving) {
      throw new AppError('NOT_FOUND', 'errors.study.notDescriber', {
        params: { name: name(from) },
      });
    }
    if (describing.some((row) => row.doctorId === to)) {
      throw new AppError('CONFLICT', 'errors.study.alreadyDescriber', {
        params: { name: name(to) },
      });
    }
    if (!found.get(to)?.isDescriber) {
      throw new AppError('NOT_FOUND', 'errors.study.doctorNotFound', { params: { id: to } });
    }
    const [type] = await tx
      .select({ minutes: studyTypes.timeToDescribe })
      .from(studyTypes)
      .where(eq(studyTypes.id, study.studyTypeId));
    await checkDescribersAvailable(tx, [to], found, type!.minutes, { studyId });
    await tx
      .update(studyDescribers)
      .set({ doctorId: to, assignedAt: sql`now()` })
      .where(and(eq(studyDescribers.studyId, studyId), eq(studyDescribers.doctorId, from)));
    await touchStudy(tx, studyId);
    await rebuildStudyAccess(tx, studyId);
    await audit(tx, actor, 'study.reassignDescriber', studyId, {
      from,
      to,
      dueDate: leaving.dueDate.toISOString(),
    });
    await sendDueStudyNotices(tx, deps.mailer, actor, studyId);
  });
}
