import {
  describerAvailability,
  warsawToday,
  type MessageKey,
  type MessageParams,
} from '@portal/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { bookings, branches, studyTypes, users } from '../../db/schema/index.js';
import { fieldRefused } from '../../errors/app-error.js';
import { doctorDisplayName } from '../doctors/doctor-name.js';
import {
  describerLoads,
  findDoctorsByIds,
  type DoctorModel,
} from '../doctors/doctors.repository.js';
import { patientsOf } from '../patients/patients.repository.js';

/**
 * What a saved study names must exist and be usable (spec part 2 §5): an active study type and
 * branch, a patient the caller sees, a Technician as performer, existing doctors, describers who
 * describe and are neither on vacation nor overloaded, an appointment of the same patient and
 * study type. Each refusal names its field, so the form shows it there.
 */

export interface StudyReferences {
  patient: number;
  studyType: number;
  branch: number;
  performer?: number | null;
  leadingDoctor?: number | null;
  leadingDoctorBranch?: number | null;
  supportingDoctors: readonly number[];
  describers: readonly { doctor: number; dueDate: Date }[];
}

/** An optional reference that was given. */
const given = (id: number | null | undefined): id is number => typeof id === 'number';

const refused = (path: string, message: MessageKey, params: MessageParams = {}) =>
  fieldRefused(path, message, params);

/** The study type's minutes to describe, for the describers' load. */
async function activeStudyType(db: Executor, id: number) {
  const [row] = await db
    .select({ timeToDescribe: studyTypes.timeToDescribe })
    .from(studyTypes)
    .where(and(eq(studyTypes.id, id), eq(studyTypes.active, true)));
  if (!row) throw refused('studyType', 'errors.study.inactiveReference');
  return row;
}

async function activeBranches(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(inArray(branches.id, [...ids]), eq(branches.active, true)));
  return new Set(rows.map((row) => row.id));
}

async function isTechnician(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.active, true),
        isNull(users.deletedAt),
        sql`'Technician' = any(${users.roles})`,
      ),
    );
  return Boolean(row);
}

/**
 * Checks everything `study` names. `newDescribers` are the describers not yet assigned to the
 * study: only they are checked for vacation and load (one already describing it stays).
 */
export async function checkStudyReferences(
  db: Executor,
  actor: Actor,
  study: StudyReferences,
  options: { newDescribers: ReadonlySet<number>; studyId?: number; today?: string },
): Promise<void> {
  if (!(await patientsOf(db, actor).exists(study.patient))) {
    throw refused('patient', 'errors.study.inactiveReference');
  }
  const studyType = await activeStudyType(db, study.studyType);
  const branchIds = [study.branch, study.leadingDoctorBranch].filter(given);
  const branchesFound = await activeBranches(db, branchIds);
  if (!branchesFound.has(study.branch)) throw refused('branch', 'errors.study.inactiveReference');
  if (given(study.leadingDoctorBranch) && !branchesFound.has(study.leadingDoctorBranch)) {
    throw refused('leadingDoctorBranch', 'errors.study.inactiveReference');
  }
  if (given(study.performer) && !(await isTechnician(db, study.performer))) {
    throw refused('performer', 'errors.study.performerNotTechnician');
  }
  await checkDoctors(db, study, studyType.timeToDescribe, options);
}

async function checkDoctors(
  db: Executor,
  study: StudyReferences,
  minutesToDescribe: number,
  options: { newDescribers: ReadonlySet<number>; studyId?: number; today?: string },
) {
  const describerIds = study.describers.map((describer) => describer.doctor);
  const named = [study.leadingDoctor, ...study.supportingDoctors, ...describerIds];
  const ids = [...new Set(named.filter(given))];
  const found = new Map((await findDoctorsByIds(db, ids)).map((doctor) => [doctor.id, doctor]));
  const missing = (path: string, id: number) =>
    refused(path, 'errors.study.doctorNotFound', { id });
  if (given(study.leadingDoctor) && !found.has(study.leadingDoctor)) {
    throw missing('leadingDoctor', study.leadingDoctor);
  }
  for (const id of study.supportingDoctors) {
    if (!found.has(id)) throw missing('supportingDoctors', id);
  }
  const checked = describerIds.filter((id) => options.newDescribers.has(id));
  for (const id of describerIds) {
    const doctor = found.get(id);
    if (!doctor?.isDescriber) throw missing('describers', id);
  }
  await checkDescribersAvailable(db, checked, found, minutesToDescribe, options);
}

/**
 * Refuses a describer who cannot take one more study of `minutesToDescribe`: on vacation, or
 * whose open descriptions and this one would pass their maximum hours (spec part 2 §5). `found`
 * holds the doctors as findDoctorsByIds read them; `studyId` is left out of their load.
 */
export async function checkDescribersAvailable(
  db: Executor,
  checked: readonly number[],
  found: ReadonlyMap<number, DoctorModel>,
  minutesToDescribe: number,
  options: { studyId?: number; today?: string },
): Promise<void> {
  if (checked.length === 0) return;
  const loads = await describerLoads(db, checked, { exceptStudyId: options.studyId });
  const today = options.today ?? warsawToday();
  for (const id of checked) {
    const load = loads.get(id);
    if (!load) continue;
    const availability = describerAvailability(load, minutesToDescribe, today);
    if (availability.available) continue;
    const name = doctorDisplayName(found.get(id)!);
    if (availability.reason === 'vacation') {
      throw refused('describers', 'errors.study.describerOnVacation', { name });
    }
    throw refused('describers', 'errors.study.describerOverloaded', {
      name,
      hours: Math.round(load.descriptionOccupancyHours * 10) / 10,
      max: load.maxStudyHoursToDescribe ?? 0,
    });
  }
}

/** The appointment a new study is issued at: the same patient and study type. */
export async function checkAppointment(
  db: Executor,
  appointmentId: number,
  study: { patient: number; studyType: number },
): Promise<void> {
  const [row] = await db
    .select({ patientId: bookings.patientId, studyTypeId: bookings.studyTypeId })
    .from(bookings)
    .where(and(eq(bookings.id, appointmentId), eq(bookings.kind, 'appointment')));
  if (!row) throw refused('appointment', 'errors.study.inactiveReference');
  if (row.patientId !== study.patient || row.studyTypeId !== study.studyType) {
    throw refused('appointment', 'errors.study.appointmentMismatch');
  }
}
