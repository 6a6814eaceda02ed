import { STUDY_STATUSES, type StudyStatus } from '@portal/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import {
  doctors,
  patients,
  studies,
  studyDescribers,
  studySupportingDoctors,
  studyTypes,
  users,
} from '../schema/index.js';
import { rebuildStudyAccess } from '../../modules/studies/study-writes.js';

/** How many demo studies, spread over the last weeks. */
const STUDIES = 24;
const HOUR = 3_600_000;
/** The performed studies' deadlines, in hours from the seeding. */
const DUE_IN_HOURS = [-30, 5, -4, 20, 44, 70, 120, 168];

/**
 * Studies to look at in the demo (issue 15): every status, the demo Doctor leading most of them
 * and the DentalOffice supporting some, the demo DescribingDoctor describing the performed ones
 * under deadlines from overdue to a week away, one hidden and one incognito. Synthetic only.
 */
export async function seedStudies(tx: Transaction, branchIds: number[]): Promise<void> {
  const people = await tx
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(
      inArray(users.login, [
        'technician@example.com',
        'registration@example.com',
        'doctor@example.com',
        'describingdoctor@example.com',
        'dentaloffice@example.com',
      ]),
    );
  const userOf = (login: string) => people.find((person) => person.login === login)!.id;
  const doctorOf = async (login: string) => {
    const [row] = await tx
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.userId, userOf(login)));
    return row!.id;
  };
  const leading = await doctorOf('doctor@example.com');
  const describer = await doctorOf('describingdoctor@example.com');
  const office = await doctorOf('dentaloffice@example.com');
  const patientIds = (
    await tx.select({ id: patients.id }).from(patients).orderBy(asc(patients.id)).limit(12)
  ).map((row) => row.id);
  const typeIds = (
    await tx.select({ id: studyTypes.id }).from(studyTypes).orderBy(asc(studyTypes.id)).limit(6)
  ).map((row) => row.id);
  const technician = userOf('technician@example.com');
  const now = Date.now();
  let performed = 0;

  for (let index = 0; index < STUDIES; index++) {
    const status: StudyStatus = STUDY_STATUSES[index % 3]!;
    const studyDate = new Date(now - (index * 19 + 3) * HOUR);
    const [row] = await tx
      .insert(studies)
      .values({
        patientId: patientIds[index % patientIds.length]!,
        studyTypeId: typeIds[index % typeIds.length]!,
        studyDate,
        status,
        performerId: status === 'Performed' ? technician : null,
        branchId: branchIds[index % 2]!,
        leadingDoctorId: index % 5 === 4 ? null : leading,
        hidden: index === 7,
        incognitoDescription: index === 10,
        descriptionRequestComment:
          index % 4 === 0 ? 'Proszę o ocenę stawów skroniowo-żuchwowych.' : null,
        notifyLeaderAndSupportingDoctors: index !== 7,
        createdById: userOf('registration@example.com'),
        updatedById: userOf('registration@example.com'),
        // Most recently changed first in the list, as the spec orders it.
        updatedAt: sql`now() - ${`${index} hours`}::interval`,
      })
      .returning({ id: studies.id });
    const id = row!.id;
    if (index % 3 === 1) {
      await tx
        .insert(studySupportingDoctors)
        .values({ studyId: id, doctorId: office, position: 0 });
    }
    if (status === 'Performed') {
      // Deadlines from a day overdue to a week ahead: every severity of the display, and two
      // overdue descriptions for the describers' workload to hand over.
      const dueDate = new Date(now + DUE_IN_HOURS[performed++ % DUE_IN_HOURS.length]! * HOUR);
      await tx.insert(studyDescribers).values({ studyId: id, doctorId: describer, dueDate });
    }
    await rebuildStudyAccess(tx, id);
  }
}
