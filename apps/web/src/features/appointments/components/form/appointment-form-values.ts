import {
  calendarDaySlots,
  warsawInstant,
  warsawParts,
  type BookingTimeProblem,
} from '@portal/domain';
import type {
  AppointmentFieldsFragment,
  CalendarStudyTypesQuery,
} from '../../../../__generated__/graphql';
import type { PatientOption } from '../../../../shared/ui/pickers/patient-picker';
import type { NewAppointmentState } from '../new-appointment-state';

export type StudyTypeOption = CalendarStudyTypesQuery['branchStudyTypes'][number];
export type BookingKind = 'appointment' | 'break';

/**
 * The appointment form as the user fills it in (spec part 1 §2 "Appointment form"): the start
 * and the end as a Warsaw day and quarter-hour times, like the calendar's rows.
 */
export interface AppointmentFormValues {
  kind: BookingKind;
  branch: string;
  device: string;
  /** yyyy-MM-dd. */
  day: string;
  /** HH:mm, '' when not chosen. */
  startTime: string;
  /** HH:mm: chosen for a break, computed for an appointment. */
  endTime: string;
  patient: PatientOption | null;
  /** Several when creating (one appointment each), one when editing. */
  studyTypes: StudyTypeOption[];
  comments: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (instant: Date) => {
  const { hour, minute } = warsawParts(instant);
  return `${pad(hour)}:${pad(minute)}`;
};

/** The quarter hours of the calendar's visible day (07:00–20:45), as times to choose from. */
export const START_TIMES: readonly string[] = calendarDaySlots('2030-01-07').map(timeOf);
/** Ends: 07:15–21:00. */
export const END_TIMES: readonly string[] = [...START_TIMES.slice(1), '21:00'];

/** The instant of a Warsaw day and HH:mm; null when either is missing. */
export function instantOf(day: string, time: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return warsawInstant(day, Number(match[1]), Number(match[2]));
}

/**
 * The end of an appointment (spec part 1 §4): the start plus the durations of the chosen study
 * types on the device's type; '' while anything is missing or a type is not done on that device.
 */
export function computedEndTime(
  day: string,
  startTime: string,
  studyTypes: readonly StudyTypeOption[],
  deviceType: string | undefined,
): string {
  const start = instantOf(day, startTime);
  if (!start || !deviceType || studyTypes.length === 0) return '';
  let minutes = 0;
  for (const studyType of studyTypes) {
    const on = studyType.studyTypeDevices.find((d) => d.deviceType === deviceType);
    if (!on) return '';
    minutes += on.durationMinutes;
  }
  const end = new Date(start.getTime() + minutes * 60_000);
  // Past the calendar's day (or into the next one): no time of the list fits.
  if (warsawParts(end).date !== day) return '';
  return timeOf(end);
}

export function emptyValues(state: NewAppointmentState, today: string): AppointmentFormValues {
  const start = state.start ? new Date(state.start) : null;
  return {
    kind: 'appointment',
    branch: state.branchId ?? '',
    device: state.deviceId ?? '',
    day: start ? warsawParts(start).date : (state.date ?? today),
    startTime: start ? timeOf(start) : '',
    endTime: '',
    patient: null,
    studyTypes: [],
    comments: '',
  };
}

export function appointmentValues(
  appointment: AppointmentFieldsFragment,
  studyType: StudyTypeOption | undefined,
): AppointmentFormValues {
  const start = new Date(appointment.startDate);
  return {
    kind: appointment.isBreak ? 'break' : 'appointment',
    branch: appointment.branch.id,
    device: appointment.device.id,
    day: warsawParts(start).date,
    startTime: timeOf(start),
    endTime: timeOf(new Date(appointment.endDate)),
    patient: appointment.patient,
    studyTypes: studyType ? [studyType] : [],
    comments: appointment.comments ?? '',
  };
}

/** Where a server or schema issue of the booking's input shows on this form. */
export function formFieldOf(path: string): string {
  switch (path) {
    case 'startDate':
      return 'startTime';
    case 'endDate':
      return 'endTime';
    case 'studyType':
      return 'studyTypes';
    default:
      return path;
  }
}

export const timeProblemField = (problem: BookingTimeProblem) => formFieldOf(problem.path);
