import { z } from 'zod';
import { APPOINTMENT_QUERY_TAKE } from '../constants.js';
import type { MessageKey } from '../messages/index.js';
import { ZRecordId } from './files.js';
import { unsetOr, unsetToUndefined } from './pagination.js';
import { ZRecordVersion } from './record-version.js';
import { messageWhenMissing, multiLineText } from './text.js';

/**
 * The calendar's inputs (spec part 1 §3 Appointment, Reservation; §5 "Appointment"; §7 "Calendar
 * and scheduling"). Times are instants (GraphQL DateTime); the server stores and compares them as
 * timestamptz and shows them in Europe/Warsaw. Whether a time lies in the future needs a clock:
 * `bookingTimeProblem` takes `now`, and the server calls it with its own.
 */

export const APPOINTMENT_COMMENTS_MAX = 1000;
/** Several study types booked at once become one appointment each, back to back. */
export const APPOINTMENT_STUDY_TYPES_MAX = 10;
/** The day view's columns at most: the devices of the 30 own branches a calendar may show. */
export const APPOINTMENT_DEVICES_MAX = 200;
/** No booking is longer than the calendar's visible day (07:00–21:00). */
export const BOOKING_MAX_MINUTES = 14 * 60;

/** A record picked in a form: its own message when none was. */
const requiredId = (message: MessageKey) =>
  z
    .preprocess(unsetToUndefined, ZRecordId.optional())
    .pipe(z.number({ error: messageWhenMissing(message) }));

const ZInstant = z.date({ error: messageWhenMissing('validation.date.required') });
const comments = multiLineText({ max: APPOINTMENT_COMMENTS_MAX });

/** The problem with a booking's times, as a message key and the field it belongs to. */
export interface BookingTimeProblem {
  path: 'startDate' | 'endDate';
  message: MessageKey;
  params?: Readonly<Record<string, number>>;
}

/**
 * The spec's rules for a booking's times: the start in the future, the end after it; and ours:
 * no longer than BOOKING_MAX_MINUTES.
 */
export function bookingTimeProblem(start: Date, end: Date, now: Date): BookingTimeProblem | null {
  if (start.getTime() <= now.getTime()) {
    return { path: 'startDate', message: 'validation.appointment.startInFuture' };
  }
  if (end.getTime() <= start.getTime()) {
    return { path: 'endDate', message: 'validation.appointment.endAfterStart' };
  }
  if (end.getTime() - start.getTime() > BOOKING_MAX_MINUTES * 60_000) {
    return {
      path: 'endDate',
      message: 'validation.appointment.tooLong',
      params: { hours: BOOKING_MAX_MINUTES / 60 },
    };
  }
  return null;
}

/** Where a booking is: the spec's 'Filia jest wymagana' and 'Gabinet jest wymagany'. */
const place = {
  branch: requiredId('validation.branch.required'),
  device: requiredId('validation.device.required'),
};

/**
 * addAppointments: one appointment per study type, in the order given, each as long as its
 * study type takes on the device's type; the first starts at `startDate`.
 */
export const ZAddAppointmentsInput = z.object({
  ...place,
  startDate: ZInstant,
  patient: requiredId('validation.appointment.patientRequired'),
  studyTypes: z
    .array(ZRecordId, { error: messageWhenMissing('validation.appointment.studyTypesRequired') })
    .min(1, { error: 'validation.appointment.studyTypesRequired' })
    .max(APPOINTMENT_STUDY_TYPES_MAX),
  comments,
  /** The referral the appointment books (the referrals issue); ignored until it lands. */
  referal: unsetOr(ZRecordId),
});
export type TAddAppointmentsInput = z.output<typeof ZAddAppointmentsInput>;

/** addBreak: a device's time with no patient (spec: 'A break needs only branch, device and times'). */
export const ZBreakInput = z.object({
  ...place,
  startDate: ZInstant,
  endDate: ZInstant,
  comments,
});
export type TBreakInput = z.output<typeof ZBreakInput>;

/**
 * updateAppointment: every field of the booking as the form holds it, with the version edited.
 * A break keeps no patient or study type; an appointment needs one study type (editing has one).
 */
export const ZUpdateAppointmentInput = z.object({
  ...place,
  startDate: ZInstant,
  endDate: ZInstant,
  patient: unsetOr(ZRecordId),
  studyType: unsetOr(ZRecordId),
  comments,
  version: ZRecordVersion,
});
export type TUpdateAppointmentInput = z.output<typeof ZUpdateAppointmentInput>;

/** add/updateReservation: the slot an open form holds on a device. */
export const ZReservationInput = z.object({
  deviceId: requiredId('validation.device.required'),
  startDate: ZInstant,
  endDate: ZInstant,
});
export type TReservationInput = z.output<typeof ZReservationInput>;

/**
 * `appointments(where, pagination)`: a device's (or a branch's) bookings starting in
 * [startDateFrom, startDateTo), at most APPOINTMENT_QUERY_TAKE.
 */
export const ZAppointmentsQuery = z.object({
  where: z.object({
    deviceId: unsetOr(ZRecordId),
    deviceIds: unsetOr(z.array(ZRecordId).max(APPOINTMENT_DEVICES_MAX)),
    branchId: unsetOr(ZRecordId),
    patientId: unsetOr(ZRecordId),
    startDateFrom: ZInstant,
    startDateTo: ZInstant,
  }),
  pagination: z.preprocess(
    unsetToUndefined,
    z
      .object({
        skip: z.preprocess(unsetToUndefined, z.number().int().min(0).default(0)),
        take: z.preprocess(
          unsetToUndefined,
          z.number().int().min(1).max(APPOINTMENT_QUERY_TAKE).default(APPOINTMENT_QUERY_TAKE),
        ),
      })
      .prefault({}),
  ),
});
export type TAppointmentsQuery = z.output<typeof ZAppointmentsQuery>;

/** `reservations(deviceId, deviceIds)`: the holds of one device or of several. */
export const ZReservationsQuery = z
  .object({
    deviceId: unsetOr(ZRecordId),
    deviceIds: unsetOr(z.array(ZRecordId).max(APPOINTMENT_DEVICES_MAX)),
  })
  .transform(({ deviceId, deviceIds }) => [
    ...new Set([...(deviceId === undefined ? [] : [deviceId]), ...(deviceIds ?? [])]),
  ]);

/** `getAvailableAppointmentSlots(branchId, date, studyTypeId)`: a day as yyyy-MM-dd. */
export const ZAvailableSlotsQuery = z.object({
  branchId: ZRecordId,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date.invalid' }),
  studyTypeId: ZRecordId,
});
export type TAvailableSlotsQuery = z.output<typeof ZAvailableSlotsQuery>;
