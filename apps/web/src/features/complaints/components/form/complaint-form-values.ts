import {
  warsawInstant,
  warsawParts,
  ZComplaintInput,
  type ComplaintStatus,
  type ComplaintType,
  type Lang,
  type TComplaintInput,
} from '@portal/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type {
  ComplaintDoctorFragment,
  ComplaintFormFieldsFragment,
  ComplaintInput,
  ComplaintPatientFragment,
} from '../../../../__generated__/complaints/graphql';
import { domainErrorMap } from '../../../../shared/hooks/domain-error-map';
import { MALFORMED_DATE } from '../../../../shared/ui/date-field';
import type { UserOption } from '../../../../shared/ui/pickers/user-picker';

export interface ComplaintFormValues {
  complainantName: string;
  complainantPhoneNumber: string;
  complainantEmailAddress: string;
  /** The report's day, yyyy-MM-dd (the date field's value). */
  day: string;
  /** Its time, HH:mm, Warsaw time. */
  time: string;
  type: ComplaintType | '';
  complaintReason: string;
  complaintDescription: string;
  responsible: UserOption | null;
  patient: ComplaintPatientFragment | null;
  doctor: ComplaintDoctorFragment | null;
  /** The linked patient's study, or ''. */
  studyId: string;
  status: ComplaintStatus;
  /** Written only while the complaint is (or becomes) Closed. */
  complaintResolution: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the form's day and time on the Warsaw clock. */
export function dayAndTime(instant: Date | string): Pick<ComplaintFormValues, 'day' | 'time'> {
  const { date, hour, minute } = warsawParts(new Date(instant));
  return { day: date, time: `${pad(hour)}:${pad(minute)}` };
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant of a day and a time on the Warsaw clock; undefined until both are whole. */
export function instantOf(day: string, time: string): Date | undefined {
  const clock = TIME.exec(time);
  if (!DAY.test(day) || !clock) return undefined;
  return warsawInstant(day, Number(clock[1]), Number(clock[2]));
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The due date the form shows (spec part 2 §3: report date + complaintResolutionTimeHours, in
 * elapsed hours): the stored one while the report date is the stored one (a later change of the
 * configuration does not move it, ADR 0050), else recomputed; null until it can be.
 */
export function dueDateOf(
  values: Pick<ComplaintFormValues, 'day' | 'time'>,
  hours: number | null,
  stored: Pick<ComplaintFormFieldsFragment, 'reportDate' | 'dueDate'> | null,
): Date | null {
  const reported = instantOf(values.day, values.time);
  if (!reported) return null;
  if (stored) {
    const { day, time } = dayAndTime(stored.reportDate);
    if (day === values.day && time === values.time) return new Date(stored.dueDate);
  }
  return hours === null ? null : new Date(reported.getTime() + hours * HOUR_MS);
}

/** What /complaints/add prefills: the complaint's patient or doctor (`?patientId=`, `?doctorId=`). */
export interface ComplaintPrefill {
  patient?: ComplaintPatientFragment | null;
  doctor?: ComplaintDoctorFragment | null;
}

/**
 * The add form's first values: reported now, InProgress; a linked patient makes it a patient's
 * complaint, a linked doctor a doctor's.
 */
export function newComplaintForm(
  prefill: ComplaintPrefill,
  now: Date = new Date(),
): ComplaintFormValues {
  const patient = prefill.patient ?? null;
  const doctor = prefill.doctor ?? null;
  return {
    complainantName: '',
    complainantPhoneNumber: '',
    complainantEmailAddress: '',
    ...dayAndTime(now),
    type: patient ? 'Patient' : doctor ? 'Doctor' : '',
    complaintReason: '',
    complaintDescription: '',
    responsible: null,
    patient,
    doctor,
    studyId: '',
    status: 'InProgress',
    complaintResolution: '',
  };
}

export function complaintToForm(complaint: ComplaintFormFieldsFragment): ComplaintFormValues {
  return {
    complainantName: complaint.complainantName,
    complainantPhoneNumber: complaint.complainantPhoneNumber ?? '',
    complainantEmailAddress: complaint.complainantEmailAddress ?? '',
    ...dayAndTime(complaint.reportDate),
    type: complaint.type,
    complaintReason: complaint.complaintReason ?? '',
    complaintDescription: complaint.complaintDescription ?? '',
    responsible: complaint.responsiblePerson,
    patient: complaint.patient,
    doctor: complaint.doctor,
    studyId: complaint.study?.id ?? '',
    status: complaint.status,
    complaintResolution: complaint.complaintResolution ?? '',
  };
}

/** The form field an issue of ComplaintInput (the client's or the server's) belongs to. */
export function complaintFieldOf(path: string): string {
  const inInput = path.replace(/^complaint\./, '');
  if (inInput.startsWith('reportDate')) return 'day';
  if (inInput.startsWith('responsiblePersonId')) return 'responsible';
  if (inInput.startsWith('patientId')) return 'patient';
  if (inInput.startsWith('doctorId')) return 'doctor';
  return inInput;
}

/**
 * Validates the form with the schema the API parses createComplaint and updateComplaint with
 * (ZComplaintInput, closing included: a Closed complaint needs a resolution); a day without a
 * whole time is said under the time. Messages are keys of the domain's catalogue (shown by
 * useDomainMessage) or texts with their values.
 */
export function createComplaintFormResolver(
  lang: Lang,
): Resolver<ComplaintFormValues, unknown, TComplaintInput> {
  const error = domainErrorMap(lang);
  return (values) => {
    const errors: FieldErrors<ComplaintFormValues> = {};
    const parsed = ZComplaintInput.safeParse(
      {
        complainantName: values.complainantName,
        complainantPhoneNumber: values.complainantPhoneNumber,
        complainantEmailAddress: values.complainantEmailAddress,
        reportDate: instantOf(values.day, values.time),
        type: values.type || undefined,
        complaintReason: values.complaintReason,
        complaintDescription: values.complaintDescription,
        complaintResolution: values.complaintResolution,
        status: values.status,
        responsiblePersonId: values.responsible?.id ?? null,
        patientId: values.patient?.id ?? null,
        doctorId: values.doctor?.id ?? null,
        studyId: values.studyId || null,
      },
      { error, reportInput: true },
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        let field = complaintFieldOf(issue.path.map(String).join('.')) as keyof ComplaintFormValues;
        // A whole day without a whole time: the time is what is missing.
        if (field === 'day' && DAY.test(values.day) && !TIME.test(values.time)) field = 'time';
        const message =
          field === 'day' && values.day === MALFORMED_DATE
            ? 'validation.date.format'
            : issue.message;
        errors[field] ??= { type: 'validate', message };
      }
      // The schema checks the closing rule only once the rest holds: say it at once as well.
      if (values.status === 'Closed' && values.complaintResolution.trim() === '') {
        errors.complaintResolution ??= {
          type: 'validate',
          message: 'validation.complaint.resolutionRequired',
        };
      }
      return { values: {} as Record<string, never>, errors };
    }
    return { values: parsed.data, errors: {} };
  };
}

/**
 * The parsed form as the API's ComplaintInput. The resolution is the form's only on a Closed
 * complaint; otherwise the stored one goes back unchanged (the server refuses any other).
 */
export function parsedToInput(
  parsed: TComplaintInput,
  storedResolution: string | null,
): ComplaintInput {
  const id = (value: number | undefined) => (value === undefined ? null : String(value));
  return {
    complainantName: parsed.complainantName,
    complainantPhoneNumber: parsed.complainantPhoneNumber ?? null,
    complainantEmailAddress: parsed.complainantEmailAddress ?? null,
    reportDate: parsed.reportDate.toISOString(),
    type: parsed.type,
    complaintReason: parsed.complaintReason ?? null,
    complaintDescription: parsed.complaintDescription ?? null,
    complaintResolution:
      parsed.status === 'Closed' ? (parsed.complaintResolution ?? null) : storedResolution,
    status: parsed.status,
    responsiblePersonId: String(parsed.responsiblePersonId),
    patientId: id(parsed.patientId),
    doctorId: id(parsed.doctorId),
    studyId: id(parsed.studyId),
  };
}
