import { sql } from 'drizzle-orm';
import { bookings, branches, devices, studies, studyTypes } from '../../db/schema/index.js';
import type { DeviceRow } from '../common/common.loaders.js';
import type { BranchRow } from '../branches/branches.repository.js';
import type { PatientRow } from '../patients/patients.repository.js';
import type { StudyTypeRow } from '../study-types/study-types.repository.js';

/** A row of `bookings` as stored. */
export type BookingRow = typeof bookings.$inferSelect;

/**
 * An appointment or a break as the calendar reads it (spec part 1 §3 Appointment): the booking
 * with its branch, device, patient and study type joined, so a day of them is one statement.
 */
export interface AppointmentModel {
  id: number;
  startDate: Date;
  endDate: Date;
  isBreak: boolean;
  comments: string | null;
  createdByPatient: boolean;
  branchId: number;
  deviceId: number;
  version: number;
  branch: BranchRow;
  device: DeviceRow;
  patient: PatientRow | null;
  studyType: StudyTypeRow | null;
  /** The study issued at this appointment: it is then read-only (issue 15). */
  studyId: number | null;
}

/** A live hold (spec part 1 §3 Reservation), with its holder's name. */
export interface ReservationModel {
  id: number;
  branchId: number;
  deviceId: number;
  startDate: Date;
  endDate: Date;
  expiresAt: Date;
  createdById: number | null;
  createdBy: string | null;
}

/** The columns of an appointment read, named as AppointmentModel names them. */
export const appointmentColumns = {
  id: bookings.id,
  kind: bookings.kind,
  startDate: bookings.startAt,
  endDate: bookings.endAt,
  comments: bookings.comments,
  createdByPatient: bookings.createdByPatient,
  branchId: bookings.branchId,
  deviceId: bookings.deviceId,
  version: bookings.version,
  branch: branches,
  device: devices,
  studyType: studyTypes,
  studyId: sql<number | null>`(select ${studies.id} from ${studies}
    where ${studies.appointmentId} = ${bookings.id})`,
};
