import { z } from 'zod';
import { COMPLAINT_LIST_PAGE_SIZE } from '../constants.js';
import type { MessageKey } from '../messages/index.js';
import { ZEmail } from '../schemas/fields.js';
import { ZRecordId } from '../schemas/files.js';
import {
  unsetOr,
  unsetToUndefined,
  tablePagination,
  ZSortDirection,
} from '../schemas/pagination.js';
import { ZCalendarDate, ZPhoneNumber } from '../schemas/patient.js';
import { ZRecordVersion } from '../schemas/record-version.js';
import {
  filterText,
  messageWhenMissing,
  multiLineText,
  personName,
  singleLineText,
} from '../schemas/text.js';

/*
 * Complaints from patients and doctors (spec part 2 §2 "Complaints", §3 Complaint, §4
 * "Complaint", §5 "Complaint", §6; issue 21 §2). A complaint is InProgress until it is Closed
 * with a resolution, and is due a configured number of hours after it was reported.
 */

export const COMPLAINT_TYPES = ['Patient', 'Doctor'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export const COMPLAINT_STATUSES = ['InProgress', 'Closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINANT_NAME_MAX = 200;
export const COMPLAINT_TEXT_MAX = 5000;
/** Longest reason the config may hold; longer than any real one. */
export const COMPLAINT_REASON_MAX = 100;

/** A required person of the form: a positive integer id. */
const requiredId = (required: MessageKey) =>
  z
    .preprocess(unsetToUndefined, ZRecordId.optional())
    .refine((id) => id !== undefined, { error: required, abort: true })
    .pipe(z.number());

/** ComplaintInput: what createComplaint and updateComplaint take (part 2 §5 "Complaint"). */
export const ZComplaintInput = z
  .object({
    complainantName: personName({
      max: COMPLAINANT_NAME_MAX,
      required: 'validation.complaint.complainantRequired',
    }),
    complainantPhoneNumber: z.preprocess(unsetToUndefined, ZPhoneNumber.optional()),
    complainantEmailAddress: z.preprocess(unsetToUndefined, ZEmail.optional()),
    /** When the complaint was made; the due date counts from it. */
    reportDate: z.date({ error: messageWhenMissing('validation.complaint.reportDateRequired') }),
    type: z.enum(COMPLAINT_TYPES, { error: 'validation.complaint.typeRequired' }),
    /** One of the app config's complaintTypes; checked against it by the server. */
    complaintReason: singleLineText({ max: COMPLAINT_REASON_MAX }),
    complaintDescription: multiLineText({ max: COMPLAINT_TEXT_MAX }),
    /** How the complaint was resolved: required to close, written only when closing. */
    complaintResolution: multiLineText({ max: COMPLAINT_TEXT_MAX }),
    status: z.preprocess(
      unsetToUndefined,
      z.enum(COMPLAINT_STATUSES, { error: 'validation.invalid' }).default('InProgress'),
    ),
    /** A user with the Complaints role. */
    responsiblePersonId: requiredId('validation.complaint.responsibleRequired'),
    patientId: unsetOr(ZRecordId),
    doctorId: unsetOr(ZRecordId),
    studyId: unsetOr(ZRecordId),
  })
  .superRefine((complaint, ctx) => {
    if (complaint.status === 'Closed' && complaint.complaintResolution === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['complaintResolution'],
        message: 'validation.complaint.resolutionRequired',
      });
    }
  });
export type TComplaintInputForm = z.input<typeof ZComplaintInput>;
export type TComplaintInput = z.output<typeof ZComplaintInput>;

export const ZUpdateComplaintInput = z.object({
  id: ZRecordId,
  version: ZRecordVersion,
  complaint: ZComplaintInput,
});
export type TUpdateComplaintInput = z.output<typeof ZUpdateComplaintInput>;

export const COMPLAINTS_ORDERS = ['updatedAt', 'reportDate', 'dueDate'] as const;
export type TComplaintsOrderBy = (typeof COMPLAINTS_ORDERS)[number];

const optionalDay = z.preprocess(unsetToUndefined, ZCalendarDate.optional());

/** The complaints list's filter (part 2 §2); every condition given must hold. */
export const ZComplaintsFilter = z
  .object({
    /** Words of the complainant's name; letter case and diacritics do not matter. */
    complainantName: filterText(COMPLAINANT_NAME_MAX),
    status: unsetOr(z.enum(COMPLAINT_STATUSES, { error: 'validation.invalid' })),
    complaintReason: filterText(COMPLAINT_REASON_MAX),
    /** Reported on or after this day (Europe/Warsaw). */
    reportDateFrom: optionalDay,
    /** Reported on or before this day (Europe/Warsaw). */
    reportDateTo: optionalDay,
    responsiblePersonId: unsetOr(ZRecordId),
    /** true: only complaints past their due date and not Closed. */
    overdue: unsetOr(z.boolean()),
    patientId: unsetOr(ZRecordId),
    doctorId: unsetOr(ZRecordId),
  })
  .refine(
    (where) =>
      !where.reportDateFrom || !where.reportDateTo || where.reportDateFrom <= where.reportDateTo,
    { error: 'validation.range.invalid', path: ['reportDateTo'] },
  );
export type TComplaintsFilter = z.output<typeof ZComplaintsFilter>;

export const ZComplaintsQuery = z.object({
  where: z.preprocess((value) => value ?? {}, ZComplaintsFilter),
  /** 20 a page unless told otherwise (part 2 §9), at most 100. */
  pagination: tablePagination(COMPLAINT_LIST_PAGE_SIZE),
  /** Last changed first unless told otherwise (part 2 §9). */
  orderBy: z.preprocess(
    unsetToUndefined,
    z
      .object({
        by: z.enum(COMPLAINTS_ORDERS, { error: 'validation.invalid' }),
        direction: ZSortDirection,
      })
      .default({ by: 'updatedAt', direction: 'DESC' }),
  ),
});
export type TComplaintsQueryInput = z.input<typeof ZComplaintsQuery>;
export type TComplaintsQuery = z.output<typeof ZComplaintsQuery>;
