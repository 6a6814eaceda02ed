import type {
  AppointmentFieldsFragment,
  ReservationFieldsFragment,
} from '../../../__generated__/graphql';
import type { GridBooking } from './day-grid/types';
import { patientLabel } from './patient-label';

/**
 * What the day grid shows of the day's bookings (spec part 1 §2 "Calendar day view"): patients'
 * appointments coloured by 3D, breaks, others' live holds; past ones lighter. Only future
 * appointments can be dragged (part 1 §4: past events and breaks do not move).
 */
export function gridBookings(
  appointments: readonly AppointmentFieldsFragment[],
  reservations: readonly ReservationFieldsFragment[],
  now: Date,
): GridBooking[] {
  const rows: GridBooking[] = appointments.map((appointment) => {
    const start = new Date(appointment.startDate);
    const end = new Date(appointment.endDate);
    return {
      id: appointment.id,
      kind: appointment.isBreak ? 'break' : 'appointment',
      deviceId: appointment.device.id,
      start,
      end,
      title: appointment.isBreak ? (appointment.comments ?? '') : patientLabel(appointment.patient),
      detail: appointment.studyType?.name ?? null,
      comments: appointment.isBreak ? null : appointment.comments,
      is3D: appointment.studyType?.is3D ?? false,
      createdByPatient: appointment.createdByPatient,
      past: end.getTime() <= now.getTime(),
      movable: !appointment.isBreak && start.getTime() > now.getTime(),
    };
  });
  for (const hold of reservations) {
    // A hold stops holding at its expiry, sweep or not (ADR 0032).
    if (new Date(hold.expiresAt).getTime() <= now.getTime()) continue;
    rows.push({
      id: `hold-${hold.id}`,
      kind: 'hold',
      deviceId: hold.deviceId,
      start: new Date(hold.startDate),
      end: new Date(hold.endDate),
      title: hold.createdBy ?? '',
      movable: false,
    });
  }
  return rows;
}
