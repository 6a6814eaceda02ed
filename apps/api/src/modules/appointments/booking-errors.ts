import type { BookingTimeProblem } from '@portal/domain';
import { AppError, fieldRefused, notFound } from '../../errors/app-error.js';
import { EXCLUSION_VIOLATION, violatesConstraint } from '../../db/constraint-violation.js';

export const appointmentNotFound = (id: number) =>
  new AppError('NOT_FOUND', 'errors.appointment.notFound', { params: { id } });

export const reservationNotFound = () => new AppError('NOT_FOUND', 'errors.reservation.notFound');

export const patientNotFound = (id: number) => notFound(id);

/** The slot is someone else's: a booking or a live hold overlaps it on the device. */
export const slotTaken = () => new AppError('CONFLICT', 'errors.appointment.slotTaken');

export const pastAppointment = () => new AppError('CONFLICT', 'errors.appointment.past');

export const deviceDisabled = (device: string) =>
  new AppError('CONFLICT', 'errors.appointment.deviceDisabled', { params: { device } });

export const deviceCannotPerform = (device: string, studyType: string) =>
  new AppError('CONFLICT', 'errors.appointment.deviceCannotPerform', {
    params: { device, studyType },
  });

export const timeRefused = (problem: BookingTimeProblem) =>
  fieldRefused(problem.path, problem.message, problem.params ?? {});

/** The exclusion constraint of ADR 0032: two bookings of one device overlap. */
const NO_OVERLAP = 'bookings_no_overlap';

/** Runs a booking write; the exclusion constraint's refusal becomes the clear slotTaken. */
export async function refusingOverlaps<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatesConstraint(error, NO_OVERLAP, EXCLUSION_VIOLATION)) throw slotTaken();
    throw error;
  }
}
