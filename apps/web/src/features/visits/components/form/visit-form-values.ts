import {
  warsawInstant,
  warsawParts,
  ZVisitInput,
  type Lang,
  type TVisitInput,
} from '@portal/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type {
  VisitDoctorFragment,
  VisitFormFieldsFragment,
  VisitInput,
  VisitPersonFragment,
} from '../../../../__generated__/visits/graphql';
import { domainErrorMap } from '../../../../shared/hooks/domain-error-map';
import { MALFORMED_DATE } from '../../../../shared/ui/date-field';
import type { NamedDoctor } from '../../../../shared/format/doctor-name';
import type { UserOption } from '../../../../shared/ui/pickers/user-picker';

/** A doctor as the form holds one: a visit's own or a picker's option. */
export type FormDoctor = { id: string } & NamedDoctor;

export interface VisitFormValues {
  /** The visit's day, yyyy-MM-dd (the date field's value). */
  day: string;
  /** Its time, HH:mm, Warsaw time. */
  time: string;
  doctor: FormDoctor | null;
  coordinator: UserOption | null;
  visitReason: string;
  gadgets: string[];
  comment: string;
}

/**
 * What /visits/add takes through the navigation state (spec part 2 §2: a follow-up planned from
 * a completed or cancelled visit): doctor, coordinator, date, reason 'Rutynowa' and the previous
 * visit.
 */
export interface VisitPrefill {
  doctor?: VisitDoctorFragment;
  coordinator?: VisitPersonFragment;
  /** An instant, ISO 8601. */
  visitDate?: string;
  visitReason?: string;
  previousVisitId?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPerson = (value: unknown) =>
  isRecord(value) && typeof value.id === 'string' && isRecord(value.contact);

/** The navigation state as a prefill; anything unexpected is dropped (it came from history). */
export function readPrefill(state: unknown): VisitPrefill {
  if (!isRecord(state)) return {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const date = text(state.visitDate);
  return {
    doctor: isPerson(state.doctor) ? (state.doctor as VisitDoctorFragment) : undefined,
    coordinator: isPerson(state.coordinator)
      ? (state.coordinator as VisitPersonFragment)
      : undefined,
    visitDate: date && !Number.isNaN(Date.parse(date)) ? date : undefined,
    visitReason: text(state.visitReason),
    previousVisitId: text(state.previousVisitId),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the form's day and time on the Warsaw clock. */
export function dayAndTime(instant: string): Pick<VisitFormValues, 'day' | 'time'> {
  const { date, hour, minute } = warsawParts(new Date(instant));
  return { day: date, time: `${pad(hour)}:${pad(minute)}` };
}

export const EMPTY_VISIT_FORM: VisitFormValues = {
  day: '',
  time: '',
  doctor: null,
  coordinator: null,
  visitReason: '',
  gadgets: [],
  comment: '',
};

/** The add form's first values: the prefill, and the coordinator who plans their own visits. */
export function newVisitForm(prefill: VisitPrefill, self: UserOption | null): VisitFormValues {
  return {
    ...EMPTY_VISIT_FORM,
    ...(prefill.visitDate ? dayAndTime(prefill.visitDate) : {}),
    doctor: prefill.doctor ?? null,
    coordinator: self ?? prefill.coordinator ?? null,
    visitReason: prefill.visitReason ?? '',
  };
}

export function visitToForm(visit: VisitFormFieldsFragment): VisitFormValues {
  return {
    ...dayAndTime(visit.visitDate),
    doctor: visit.doctor,
    coordinator: visit.coordinator,
    visitReason: visit.visitReason ?? '',
    gadgets: [...visit.gadgets],
    comment: visit.comment ?? '',
  };
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant of a day and a time on the Warsaw clock; undefined until both are whole. */
export function instantOf(day: string, time: string): Date | undefined {
  const clock = TIME.exec(time);
  if (!DAY.test(day) || !clock) return undefined;
  return warsawInstant(day, Number(clock[1]), Number(clock[2]));
}

/** The form field an issue of VisitInput (the client's or the server's) belongs to. */
export function visitFieldOf(path: string): string {
  const inInput = path.replace(/^visit\./, '');
  if (inInput.startsWith('visitDate')) return 'day';
  if (inInput.startsWith('doctorId')) return 'doctor';
  if (inInput.startsWith('coordinatorId')) return 'coordinator';
  if (inInput.startsWith('gadgets')) return 'gadgets';
  return inInput;
}

/**
 * Validates the form with the schema the API parses createVisit and updateVisit with
 * (ZVisitInput); a day without a whole time is said under the time. Messages are keys of the
 * domain's catalogue (shown by useDomainMessage) or texts with their values.
 */
export function createVisitFormResolver(
  lang: Lang,
): Resolver<VisitFormValues, unknown, TVisitInput> {
  const error = domainErrorMap(lang);
  return (values) => {
    const errors: FieldErrors<VisitFormValues> = {};
    const parsed = ZVisitInput.safeParse(
      {
        visitDate: instantOf(values.day, values.time),
        doctorId: values.doctor?.id ?? null,
        coordinatorId: values.coordinator?.id ?? null,
        comment: values.comment,
        visitReason: values.visitReason,
        gadgets: values.gadgets,
      },
      { error, reportInput: true },
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        let field = visitFieldOf(issue.path.map(String).join('.')) as keyof VisitFormValues;
        // A whole day without a whole time: the time is what is missing.
        if (field === 'day' && DAY.test(values.day) && !TIME.test(values.time)) field = 'time';
        const message =
          field === 'day' && values.day === MALFORMED_DATE
            ? 'validation.date.format'
            : issue.message;
        errors[field] ??= { type: 'validate', message };
      }
      return { values: {} as Record<string, never>, errors };
    }
    return { values: parsed.data, errors: {} };
  };
}

/** The parsed form as the API's VisitInput. */
export function parsedToInput(parsed: TVisitInput): VisitInput {
  return {
    visitDate: parsed.visitDate.toISOString(),
    doctorId: String(parsed.doctorId),
    coordinatorId: String(parsed.coordinatorId),
    comment: parsed.comment ?? null,
    visitReason: parsed.visitReason ?? null,
    gadgets: parsed.gadgets,
  };
}
