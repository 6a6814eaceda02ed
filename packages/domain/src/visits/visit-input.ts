import { z } from 'zod';
import { VISIT_LIST_PAGE_SIZE } from '../constants.js';
import type { MessageKey } from '../messages/index.js';
import {
  unsetOr,
  unsetToUndefined,
  tablePagination,
  ZSortDirection,
} from '../schemas/pagination.js';
import { ZRecordId } from '../schemas/files.js';
import { ZCalendarDate } from '../schemas/patient.js';
import { ZRecordVersion } from '../schemas/record-version.js';
import { filterText, messageWhenMissing, multiLineText, singleLineText } from '../schemas/text.js';

/*
 * Coordinators' visits to doctors (spec part 2 §2 "Visits", §3 Visit, §4 "Visit", §5 "Visit form",
 * §9; issue 21 §1). A visit starts Scheduled; completing or cancelling it may plan the next one.
 */

export const VISIT_STATUSES = ['Scheduled', 'Completed', 'Cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** The reason a follow-up visit is planned with (part 2 §2). */
export const FOLLOW_UP_VISIT_REASON = 'Rutynowa';
export const VISIT_COMMENT_MAX = 2000;
/** Longest reason or gadget name the config may hold; longer than any real one. */
export const VISIT_DICTIONARY_TEXT_MAX = 100;
/** Gadgets one visit may list: the config's list is a handful. */
export const VISIT_GADGETS_MAX = 30;

const ZVisitDate = z.date({ error: messageWhenMissing('validation.visit.dateRequired') });

/** A person of the form: a positive integer id (part 2 §5 "Visit form"). */
const personId = (required: MessageKey) =>
  z
    .preprocess(unsetToUndefined, ZRecordId.optional())
    .refine((id) => id !== undefined, { error: required, abort: true })
    .pipe(z.number());

/** VisitInput: what createVisit and updateVisit take. */
export const ZVisitInput = z.object({
  visitDate: ZVisitDate,
  doctorId: personId('validation.visit.doctorRequired'),
  coordinatorId: personId('validation.visit.coordinatorRequired'),
  comment: multiLineText({ max: VISIT_COMMENT_MAX }),
  /** One of the app config's visitReasons; checked against it by the server. */
  visitReason: singleLineText({ max: VISIT_DICTIONARY_TEXT_MAX }),
  /** Names from the app config's gadgets, each once; checked against it by the server. */
  gadgets: z.preprocess(
    (value) => (value === null || value === undefined ? [] : value),
    z
      .array(singleLineText({ max: VISIT_DICTIONARY_TEXT_MAX, required: 'validation.required' }))
      .max(VISIT_GADGETS_MAX)
      .transform((names) => [...new Set(names)]),
  ),
});
export type TVisitInputForm = z.input<typeof ZVisitInput>;
export type TVisitInput = z.output<typeof ZVisitInput>;

export const ZCreateVisitInput = ZVisitInput.extend({
  /** The visit this one follows up (planned from a completed or cancelled one). */
  previousVisitId: unsetOr(ZRecordId),
});
export type TCreateVisitInput = z.output<typeof ZCreateVisitInput>;

export const ZUpdateVisitInput = ZVisitInput.extend({ version: ZRecordVersion });
export type TUpdateVisitInput = z.output<typeof ZUpdateVisitInput>;

/**
 * completeVisit / cancelVisit(id, version, followUpDate): the day of the next meeting (the form
 * asks for it; the call may go without); it keeps the visit's time of day.
 */
export const ZVisitTransition = z.object({
  id: ZRecordId,
  version: ZRecordVersion,
  followUpDate: z.preprocess(unsetToUndefined, ZCalendarDate.optional()),
});
export type TVisitTransition = z.output<typeof ZVisitTransition>;

export const VISITS_ORDERS = ['visitDate', 'updatedAt'] as const;
export type TVisitsOrderBy = (typeof VISITS_ORDERS)[number];

const optionalInstant = z.preprocess(unsetToUndefined, z.date().optional());

/** The visits list's filter (part 2 §2, §7): every condition given must hold. */
export const ZVisitsFilter = z
  .object({
    doctorId: unsetOr(ZRecordId),
    coordinatorId: unsetOr(ZRecordId),
    /** Visits at or after this instant. */
    visitDateFrom: optionalInstant,
    /** Visits before or at this instant. */
    visitDateTo: optionalInstant,
    statuses: z.preprocess(
      (value) => (Array.isArray(value) && value.length === 0 ? undefined : unsetToUndefined(value)),
      z
        .array(z.enum(VISIT_STATUSES, { error: 'validation.invalid' }))
        .max(VISIT_STATUSES.length)
        .optional(),
    ),
    /** A region of the app config, exactly as stored. */
    region: filterText(VISIT_DICTIONARY_TEXT_MAX),
    /** Part of the comment, letter case and diacritics aside. */
    comment: filterText(VISIT_DICTIONARY_TEXT_MAX),
  })
  .refine(
    (where) =>
      !where.visitDateFrom || !where.visitDateTo || where.visitDateFrom <= where.visitDateTo,
    { error: 'validation.range.invalid', path: ['visitDateTo'] },
  );
export type TVisitsFilter = z.output<typeof ZVisitsFilter>;

const visitsOrder = z.preprocess(
  unsetToUndefined,
  z
    .object({
      by: z.enum(VISITS_ORDERS, { error: 'validation.invalid' }),
      direction: ZSortDirection,
    })
    .default({ by: 'visitDate', direction: 'DESC' }),
);

export const ZVisitsQuery = z.object({
  where: z.preprocess((value) => value ?? {}, ZVisitsFilter),
  /** 20 a page unless told otherwise (part 2 §9), at most 100. */
  pagination: tablePagination(VISIT_LIST_PAGE_SIZE),
  /** Newest visit first unless told otherwise (part 2 §9). */
  orderBy: visitsOrder,
});
export type TVisitsQueryInput = z.input<typeof ZVisitsQuery>;
export type TVisitsQuery = z.output<typeof ZVisitsQuery>;

/**
 * `GET /api/reports/visits-report?doctorId=&coordinatorId=&visitDateFrom=&visitDateTo=&comment=
 * &status=Scheduled,Completed&region=` (part 2 §7): the list's filter as the address keeps it,
 * every matching visit, newest first.
 */
export const ZVisitsReportQuery = z.preprocess((value) => {
  const query = (value ?? {}) as Record<string, unknown>;
  const number = (raw: unknown) => (typeof raw === 'string' && raw ? Number(raw) : undefined);
  const instant = (raw: unknown) => (typeof raw === 'string' && raw ? new Date(raw) : undefined);
  return {
    doctorId: number(query.doctorId),
    coordinatorId: number(query.coordinatorId),
    visitDateFrom: instant(query.visitDateFrom),
    visitDateTo: instant(query.visitDateTo),
    statuses:
      typeof query.status === 'string' && query.status ? query.status.split(',') : undefined,
    region: query.region,
    comment: query.comment,
  };
}, ZVisitsFilter);
