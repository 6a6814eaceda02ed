import { z } from 'zod';
import { MEDIA_TYPES, withOnlineMedia } from '../referrals/media.js';
import { ZRecordId } from './files.js';
import { unsetOr, unsetToUndefined, ZPaginationInput } from './pagination.js';
import { ZPatientInput } from './patient.js';
import { ZRecordVersion } from './record-version.js';
import { messageWhenMissing, multiLineText, singleLineText } from './text.js';

/**
 * The referral form's inputs (spec part 2 §3 Referal, §5 "Referral form", §7 addReferal and
 * updateReferal). Who the issuer may be, whether they have a stamp and whether the patient is
 * visible are the server's checks on top of this schema.
 */

/** The longest purpose ('Cel badania') and remarks of a referral. */
export const REFERRAL_TEXT_MAX = 2000;
/** The longest remarks of one study type of a referral. */
export const REFERRAL_STUDY_TYPE_REMARKS_MAX = 1000;
/** More study types than this on one referral is a mistake, not a referral. */
export const REFERRAL_STUDY_TYPES_MAX = 20;
const SUBTYPES_MAX = 50;

export const ZMediaType = z.enum(MEDIA_TYPES, { error: 'validation.referral.mediaTypeInvalid' });

export const ZReferalStudyTypeInput = z.object({
  studyType: z
    .preprocess(unsetToUndefined, ZRecordId.optional())
    .pipe(z.number({ error: messageWhenMissing('validation.referral.studyTypeRequired') })),
  remarks: multiLineText({ max: REFERRAL_STUDY_TYPE_REMARKS_MAX }),
  studySubTypes: z
    .preprocess(
      (value) => value ?? [],
      z.array(singleLineText({ max: 100, required: 'validation.required' })).max(SUBTYPES_MAX),
    )
    .transform((list) => [...new Set(list)]),
});
export type TReferalStudyTypeInput = z.output<typeof ZReferalStudyTypeInput>;

const flag = z.preprocess(unsetToUndefined, z.boolean().default(false));
const text = multiLineText({ max: REFERRAL_TEXT_MAX });

const referralFields = {
  /** The issuing doctor; the server fixes it to the caller unless their role picks it. */
  issuer: unsetOr(ZRecordId),
  referalToStudyTypes: z.preprocess(
    (value) => value ?? [],
    z
      .array(ZReferalStudyTypeInput)
      .min(1, { error: 'validation.referral.studyTypesRequired' })
      .max(REFERRAL_STUDY_TYPES_MAX)
      .refine((list) => new Set(list.map((item) => item.studyType)).size === list.length, {
        error: 'validation.referral.studyTypeTwice',
      }),
  ),
  /** Online is added when missing: it is always selected (§5). */
  mediaTypes: z
    .preprocess(unsetToUndefined, z.array(ZMediaType).max(MEDIA_TYPES.length).default([]))
    .transform(withOnlineMedia),
  description: text,
  remarks: text,
  requestDescription: flag,
  sendSchedulingEmail: flag,
};

/**
 * addReferal: a referral for a patient the caller sees (`patient`), or for a patient entered on
 * the form (`newPatient`, with the PESEL check) — exactly one of the two.
 */
export const ZAddReferalInput = z
  .object({
    ...referralFields,
    patient: unsetOr(ZRecordId),
    newPatient: unsetOr(ZPatientInput),
  })
  .refine((input) => (input.patient === undefined) !== (input.newPatient === undefined), {
    error: 'validation.referral.patientRequired',
    path: ['patient'],
  });
export type TAddReferalInput = z.output<typeof ZAddReferalInput>;

/** updateReferal: the form as edited, with the version it edits. */
export const ZUpdateReferalInput = z.object({
  ...referralFields,
  patient: z
    .preprocess(unsetToUndefined, ZRecordId.optional())
    .pipe(z.number({ error: messageWhenMissing('validation.referral.patientRequired') })),
  version: ZRecordVersion,
});
export type TUpdateReferalInput = z.output<typeof ZUpdateReferalInput>;

/** referals(pagination, where): the list's filters (part 2 §7). */
export const ZReferalsWhere = z
  .object({
    completed: unsetOr(z.boolean()),
    patient: unsetOr(ZRecordId),
    studyTypes: unsetOr(z.array(ZRecordId).max(REFERRAL_STUDY_TYPES_MAX)),
    /** Admin, Technician and Registration only (the issuer filter, part 2 §6). */
    issuerId: unsetOr(ZRecordId),
  })
  .nullish()
  .transform((where) => where ?? {});

export const ZReferalsQuery = z.object({
  pagination: ZPaginationInput.nullish().transform((value) => ZPaginationInput.parse(value ?? {})),
  where: ZReferalsWhere,
});
export type TReferalsQuery = z.output<typeof ZReferalsQuery>;
