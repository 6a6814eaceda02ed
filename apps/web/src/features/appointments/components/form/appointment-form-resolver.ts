import {
  bookingTimeProblem,
  ZAddAppointmentsInput,
  ZBreakInput,
  ZUpdateAppointmentInput,
  type Lang,
} from '@portal/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { domainErrorMap } from '../../../../shared/hooks/domain-error-map';
import { formFieldOf, instantOf, type AppointmentFormValues } from './appointment-form-values';

/** What the form sends, per kind of save; times are ISO instants, ids the form's. */
export interface BookingInput {
  branch: string;
  device: string;
  startDate: string;
  endDate: string;
  patient: string | null;
  studyTypes: string[];
  comments: string;
}

export type FormMode = { kind: 'create' } | { kind: 'edit'; version: number };

/** The values as the API's input, with the instants the times name. */
export function bookingInput(values: AppointmentFormValues): BookingInput {
  const start = instantOf(values.day, values.startTime);
  const end = instantOf(values.day, values.endTime);
  return {
    branch: values.branch,
    device: values.device,
    startDate: start?.toISOString() ?? '',
    endDate: end?.toISOString() ?? '',
    patient: values.kind === 'break' ? null : (values.patient?.id ?? null),
    studyTypes: values.kind === 'break' ? [] : values.studyTypes.map(({ id }) => id),
    comments: values.comments,
  };
}

/** The schema the server parses the same save with (one rule, both sides). */
function schemaInput(values: AppointmentFormValues, mode: FormMode): [z.ZodType, unknown] {
  const input = bookingInput(values);
  const place = { branch: input.branch || undefined, device: input.device || undefined };
  const startDate = instantOf(values.day, values.startTime) ?? undefined;
  const endDate = instantOf(values.day, values.endTime) ?? undefined;
  if (mode.kind === 'edit') {
    return [
      ZUpdateAppointmentInput,
      {
        ...place,
        startDate,
        endDate,
        patient: input.patient ?? undefined,
        studyType: input.studyTypes[0],
        comments: input.comments,
        version: mode.version,
      },
    ];
  }
  if (values.kind === 'break') {
    return [ZBreakInput, { ...place, startDate, endDate, comments: input.comments }];
  }
  return [
    ZAddAppointmentsInput,
    {
      ...place,
      startDate,
      patient: input.patient ?? undefined,
      studyTypes: input.studyTypes,
      comments: input.comments,
    },
  ];
}

/**
 * Validates on blur with the domain's booking schemas and its time rules (spec part 1 §5
 * "Appointment"): the start in the future, the end after it; plus what only an edit needs (the
 * patient and study type of an appointment). Messages are catalogue keys, shown translated.
 */
export function appointmentFormResolver(
  mode: FormMode,
  lang: Lang,
  now: () => Date = () => new Date(),
): Resolver<AppointmentFormValues> {
  return (values) => {
    const errors: FieldErrors<AppointmentFormValues> = {};
    const put = (path: string, message: string) => {
      const field = formFieldOf(path) as keyof AppointmentFormValues;
      errors[field] ??= { type: 'validate', message };
    };
    const [schema, input] = schemaInput(values, mode);
    const parsed = schema.safeParse(input, { error: domainErrorMap(lang) });
    for (const issue of parsed.error?.issues ?? []) put(String(issue.path[0] ?? ''), issue.message);
    const start = instantOf(values.day, values.startTime);
    const end = instantOf(values.day, values.endTime);
    if (!start) put('startDate', 'validation.required');
    else {
      // Without an end yet (no study type chosen), the start is still checked on its own.
      const problem = bookingTimeProblem(start, end ?? new Date(start.getTime() + 60_000), now());
      if (problem && (end || problem.path === 'startDate')) put(problem.path, problem.message);
      if (!end && (values.kind === 'break' || mode.kind === 'edit')) {
        put('endDate', 'validation.required');
      }
    }
    if (mode.kind === 'edit' && values.kind === 'appointment') {
      if (!values.patient) put('patient', 'validation.appointment.patientRequired');
      if (values.studyTypes.length === 0)
        put('studyType', 'validation.appointment.studyTypeRequired');
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
