import { ZDoctorInput } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { doctorStudyTypes } from '../../db/schema/index.js';
import { notFound, parseInput } from '../../errors/app-error.js';
import { ownDoctorId } from '../referals/referals.repository.js';
import { updateDoctor } from './doctor-editing.service.js';
import type { DoctorDeps } from './doctor-editing.shared.js';
import { findDoctorsByIds, type DoctorModel } from './doctors.repository.js';

/** What the profile's doctor card sends (current-doctor.graphql), before validation. */
export interface OwnDoctorContact {
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  nip?: string | null;
  phoneNumbers: readonly string[];
  emailAddresses?: readonly string[] | null;
  addresses?: readonly unknown[] | null;
}

/**
 * updateCurrentDoctor (spec part 1 §7, part 2 §2 "Profile"): the caller edits the contact of their
 * own doctor record. It is updateDoctor's edit with every other field as the record has it, so the
 * form's rules, the field rights (a doctor-profile role may change none of the staff's fields),
 * the version check and the audit row are the same; the account shares the contact, so its name
 * changes with it.
 */
export async function updateCurrentDoctor(
  deps: DoctorDeps,
  actor: Actor,
  { version, contact }: { version: number; contact: OwnDoctorContact },
): Promise<DoctorModel> {
  const id = await ownDoctorId(deps.db, actor.userId);
  const [doctor] = id === undefined ? [] : await findDoctorsByIds(deps.db, [id]);
  if (!doctor) throw notFound(actor.userId);
  const studyTypes = await deps.db
    .select({ id: doctorStudyTypes.studyTypeId })
    .from(doctorStudyTypes)
    .where(eq(doctorStudyTypes.doctorId, doctor.id));
  // Stored values read before the transaction are safe: a save in between raises the version,
  // and this edit is then refused as stale.
  const input = parseInput(ZDoctorInput, {
    ...contact,
    kind: doctor.isFacility ? 'FACILITY' : 'DOCTOR',
    licenseNumber: doctor.licenseNumber,
    describingStudyTypeIds: studyTypes.map((type) => type.id),
    maxStudyHoursToDescribe: doctor.maxStudyHoursToDescribe,
  });
  return updateDoctor(deps, actor, { id: doctor.id, version, input });
}
