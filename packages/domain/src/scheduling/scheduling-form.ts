import type { MessageKey } from '../messages/index.js';

/**
 * The scheduling page's own checks (spec part 1 §5 "Scheduling by link"), free of zod: the page
 * is a light entry (ADR 0040) and the server checks the booking again with its schemas.
 */

/** What the scheduling page's form holds before it books (ids as the page keeps them). */
export interface SchedulingFormValues {
  branchId: string;
  /** yyyy-MM-dd, as a date input gives it. */
  date: string;
  studyTypeId: string;
  /** The chosen slot, or null before one is chosen. */
  slot: { startTime: string; endTime: string; deviceId: string } | null;
}

export type SchedulingFormProblems = Partial<Record<keyof SchedulingFormValues, MessageKey>>;

/**
 * The spec's rules of the scheduling form (part 1 §5 "Scheduling by link"): a branch, a date not
 * before today, a study type and a chosen slot are required. An empty result means it may book.
 */
export function schedulingFormProblems(
  values: SchedulingFormValues,
  today: string,
): SchedulingFormProblems {
  const problems: SchedulingFormProblems = {};
  if (!values.branchId) problems.branchId = 'validation.scheduling.branchRequired';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) problems.date = 'validation.date.required';
  else if (values.date < today) problems.date = 'validation.scheduling.dateBeforeToday';
  if (!values.studyTypeId) problems.studyTypeId = 'validation.scheduling.studyTypeRequired';
  if (!values.slot) problems.slot = 'validation.scheduling.slotRequired';
  return problems;
}

/**
 * An e-mail address as a notice may show it to staff: the first letter of the local part and the
 * domain ('j***@example.com'), enough to recognise it, not enough to copy it from a screen.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}
