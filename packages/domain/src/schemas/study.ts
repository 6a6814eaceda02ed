import { z } from 'zod';
import { MAX_PAGE_TAKE, MAX_SUPPORTING_DOCTORS, STUDY_LIST_PAGE_SIZE } from '../constants.js';
import type { MessageKey } from '../messages/index.js';
import { STUDY_STATUSES } from '../studies/status.js';
import { ZRecordId } from './files.js';
import { unsetOr, unsetToUndefined } from './pagination.js';
import { ZRecordVersion } from './record-version.js';
import { decimalText } from './study-type.js';
import { messageWhenMissing, multiLineText, singleLineText } from './text.js';

/**
 * The study form's inputs (spec part 2 §3 Study, §5 "Study form", §7 addStudy/updateStudy). The
 * form and the server parse the same schema; who may set what (date and branch, flags, internal
 * notes) and whether the picked doctors may describe are the server's checks on top of it.
 */

/** The longest of the study's free texts (comments, important and internal information). */
export const STUDY_TEXT_MAX = 4000;
/** Nobody assigns more describers than this to one study. */
export const STUDY_DESCRIBERS_MAX = 5;
/** How many doctors one shareStudy may name. */
export const STUDY_SHARE_MAX = 20;

const requiredId = (message: MessageKey) =>
  z
    .preprocess(unsetToUndefined, ZRecordId.optional())
    .pipe(z.number({ error: messageWhenMissing(message) }));

const ZInstant = z.date({ error: messageWhenMissing('validation.date.required') });
const text = multiLineText({ max: STUDY_TEXT_MAX });
const flag = z.preprocess(unsetToUndefined, z.boolean().default(false));

export const ZStudyStatus = z.enum(STUDY_STATUSES, { error: 'validation.study.statusInvalid' });

/** Each doctor at most once in a list of picked doctors. */
const distinctIds = (ids: readonly number[]) => new Set(ids).size === ids.length;

export const ZStudyDescriberInput = z.object({
  doctor: requiredId('validation.required'),
  dueDate: z.date({ error: messageWhenMissing('validation.study.dueDateRequired') }),
});

/** Exposure values of the metadata tab, as the study type's presets hold them. */
export const ZStudyRadiologyInput = z.object({
  presetName: singleLineText({ max: 100 }),
  voltageKilovolts: decimalText(6, 2),
  anodeCurrentMiliamper: decimalText(6, 2),
  exposureTimeSeconds: decimalText(5, 3),
  radiationDoseMilligrayPerSquareCentimeter: decimalText(7, 3),
});

const studyFields = {
  patient: requiredId('validation.study.patientRequired'),
  studyType: requiredId('validation.study.studyTypeRequired'),
  studyDate: ZInstant,
  branch: requiredId('validation.branch.required'),
  /** Omitted on add: the role's default (defaultStudyStatus). */
  status: unsetOr(ZStudyStatus),
  performer: unsetOr(ZRecordId),
  leadingDoctor: unsetOr(ZRecordId),
  leadingDoctorBranch: unsetOr(ZRecordId),
  supportingDoctors: z.preprocess(unsetToUndefined, z.array(ZRecordId).default([])).pipe(
    z
      .array(z.number())
      .superRefine((ids, ctx) => {
        if (ids.length > MAX_SUPPORTING_DOCTORS) {
          ctx.addIssue({
            code: 'custom',
            message: 'validation.study.supportingDoctorsMax',
            params: { max: MAX_SUPPORTING_DOCTORS },
          });
        }
      })
      .refine(distinctIds, { error: 'validation.study.doctorTwice' }),
  ),
  describers: z.preprocess(unsetToUndefined, z.array(ZStudyDescriberInput).default([])).pipe(
    z
      .array(z.object({ doctor: z.number(), dueDate: z.date() }))
      .max(STUDY_DESCRIBERS_MAX)
      .refine((list) => distinctIds(list.map((d) => d.doctor)), {
        error: 'validation.study.doctorTwice',
      }),
  ),
  descriptionRequestComment: text,
  importantInformation: text,
  internalInformation: text,
  incognitoDescription: flag,
  urgentDescription: flag,
  comparisonDescription: flag,
  hidden: flag,
  externalReferal: flag,
  notifyLeaderAndSupportingDoctors: flag,
  notifyDoctorsAboutDescription: flag,
  notifyDescribers: flag,
  radiology: unsetOr(ZStudyRadiologyInput),
};

/** The spec: 'performer required only when status is Performed'. */
const performerWhenPerformed = <T extends { status?: string | null; performer?: number | null }>(
  study: T,
) => study.status !== 'Performed' || (study.performer !== null && study.performer !== undefined);
const performerProblem = { error: 'validation.study.performerRequired', path: ['performer'] };

/** addStudy: a new study, optionally from an appointment or a referral. */
export const ZAddStudyInput = z
  .object({
    ...studyFields,
    appointment: unsetOr(ZRecordId),
    referal: unsetOr(ZRecordId),
  })
  .refine(performerWhenPerformed, performerProblem);
export type TAddStudyInput = z.output<typeof ZAddStudyInput>;

/** updateStudy: the general tab as the form holds it, with the version it edits. */
export const ZUpdateStudyInput = z
  .object({ ...studyFields, status: ZStudyStatus, version: ZRecordVersion })
  .refine(performerWhenPerformed, performerProblem);
export type TUpdateStudyInput = z.output<typeof ZUpdateStudyInput>;

/** updateStudyDescriptionDate: a describer's new deadline ('Zmień datę'), CITO optionally. */
export const ZStudyDescriptionDateInput = z.object({
  doctor: requiredId('validation.required'),
  newDate: z.date({ error: messageWhenMissing('validation.study.dueDateRequired') }),
  urgent: unsetOr(z.boolean()),
});
export type TStudyDescriptionDateInput = z.output<typeof ZStudyDescriptionDateInput>;

/** shareStudy: the registered doctors to share with. */
export const ZShareStudyInput = z.object({
  doctorIds: z
    .array(ZRecordId)
    .min(1, { error: 'validation.array.atLeastOne' })
    .max(STUDY_SHARE_MAX)
    .refine(distinctIds, { error: 'validation.study.doctorTwice' }),
});

/** The description filter of the list (Admin, Technician, DescribingDoctor, Manager). */
export const STUDY_DESCRIPTION_FILTERS = ['withDescription', 'withoutDescription'] as const;

/** `studies(pagination, where, orderBy)`: updatedAt descending, 20 a page (part 2 §9). */
export const ZStudiesWhere = z.object({
  patient: unsetOr(ZRecordId),
  studyTypeId: unsetOr(ZRecordId),
  status: unsetOr(ZStudyStatus),
  /** Only studies whose leading doctor is the caller (Doctor, DentalOffice, Laboratory). */
  onlyOwn: unsetOr(z.boolean()),
  description: unsetOr(z.enum(STUDY_DESCRIPTION_FILTERS)),
  describer: unsetOr(ZRecordId),
  externalReferal: unsetOr(z.boolean()),
});
export type TStudiesWhere = z.output<typeof ZStudiesWhere>;

export const ZStudiesQuery = z.object({
  pagination: z.preprocess(
    unsetToUndefined,
    z
      .object({
        skip: z.preprocess(unsetToUndefined, z.number().int().min(0).default(0)),
        take: z.preprocess(
          unsetToUndefined,
          z.number().int().min(1).max(MAX_PAGE_TAKE).default(STUDY_LIST_PAGE_SIZE),
        ),
      })
      .prefault({}),
  ),
  where: z.preprocess(unsetToUndefined, ZStudiesWhere.prefault({})),
});
export type TStudiesQueryInput = z.input<typeof ZStudiesQuery>;
export type TStudiesQuery = z.output<typeof ZStudiesQuery>;
