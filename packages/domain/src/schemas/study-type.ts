import { z } from 'zod';
import { STUDY_TYPE_COMMENT_MAX } from '../constants.js';
import type { MessageKey } from '../messages/index.js';
import { ZMoney, ZOptionalMoney } from './money.js';
import { multiLineText, singleLineText } from './text.js';

/**
 * The study type form (spec part 2 §3 StudyType, §5 "Study type"): code and name required, each
 * price entry a numeric price, comment up to STUDY_TYPE_COMMENT_MAX characters. Which price groups
 * and device types exist is the app config's (`priceGroups`, `deviceTypes`): studyTypeInputFor
 * adds those checks to the same schema, so the form and the server refuse the same input.
 */

/** Longest code of a study type ("CBCT-SIN"): more is a typo, not a code. */
export const STUDY_TYPE_CODE_MAX = 30;
/** Longest name, sub type and preset name. */
export const STUDY_TYPE_TEXT_MAX = 200;
/** Longest time to describe or device duration: a day, in minutes. */
export const STUDY_TYPE_MINUTES_MAX = 24 * 60;

/** A whole number of minutes; `minimum` 0 (time to describe) or 1 (a device's duration). */
function minutes(minimum: 0 | 1) {
  // zod's own too_small keeps its limit in the message ('… większa lub równa 0').
  const whole = z.number().int({ error: 'validation.number.integer', abort: true });
  const bounded =
    minimum === 0 ? whole.min(0) : whole.positive({ error: 'validation.number.positive' });
  return bounded.max(STUDY_TYPE_MINUTES_MAX);
}

/**
 * An exposure value (kV, mA, s, mGy·cm²) as exact decimal text with at most `scale` decimals and
 * `digits` digits before the point ("70", "0,5" → "0.5"): stored as numeric, never a float.
 * Empty means "not given".
 */
export function decimalText(digits: number, scale: number) {
  const pattern = new RegExp(`^\\d{1,${digits}}(?:[.,]\\d{1,${scale}})?$`);
  return z.preprocess(
    (value) => {
      if (value === '' || value === undefined || value === null) return null;
      return typeof value === 'number' ? String(value) : value;
    },
    z
      .string({ error: 'validation.decimal.invalid' })
      .trim()
      .regex(pattern, { error: 'validation.decimal.invalid' })
      .transform((text) => text.replace(',', '.'))
      .nullable(),
  );
}

const presetName = singleLineText({ max: STUDY_TYPE_TEXT_MAX, required: 'validation.required' });

export const ZStudyTypePriceInput = z.object({
  presetName,
  price: ZMoney,
});

export const ZStudyTypeRadiologyInput = z.object({
  presetName,
  voltageKilovolts: decimalText(6, 2),
  anodeCurrentMiliamper: decimalText(6, 2),
  exposureTimeSeconds: decimalText(5, 3),
  radiationDoseMilligrayPerSquareCentimeter: decimalText(7, 3),
});

export const ZStudyTypeDeviceInput = z.object({
  deviceType: singleLineText({ max: STUDY_TYPE_TEXT_MAX, required: 'validation.required' }),
  durationMinutes: minutes(1),
});

/** Reports every entry after the first whose `keyOf` repeats an earlier one's. */
function refuseDuplicates<T>(
  ctx: z.RefinementCtx,
  items: readonly T[],
  path: string,
  keyOf: (item: T) => string,
  message: MessageKey,
  field?: string,
) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key.toLocaleLowerCase('pl'))) {
      ctx.addIssue({
        code: 'custom',
        path: field ? [path, index, field] : [path, index],
        message,
        params: { name: key },
        input: key,
      });
    }
    seen.add(key.toLocaleLowerCase('pl'));
  });
}

export const ZStudyTypeInput = z
  .object({
    code: singleLineText({ max: STUDY_TYPE_CODE_MAX, required: 'validation.required' }),
    name: singleLineText({ max: STUDY_TYPE_TEXT_MAX, required: 'validation.required' }),
    onReferalOrder: z
      .number()
      .int({ error: 'validation.number.integer', abort: true })
      .min(0)
      .max(100_000)
      .nullish()
      .transform((value) => value ?? null),
    hasRemarks: z.boolean().nullish().transform(Boolean),
    is3D: z.boolean().nullish().transform(Boolean),
    timeToDescribe: minutes(0),
    comment: multiLineText({ max: STUDY_TYPE_COMMENT_MAX }),
    descriptionPrice: ZOptionalMoney,
    urgentDescriptionPrice: ZOptionalMoney,
    comparisonDescriptionPrice: ZOptionalMoney,
    urgentComparisonDescriptionPrice: ZOptionalMoney,
    studySubTypes: z
      .array(singleLineText({ max: STUDY_TYPE_TEXT_MAX, required: 'validation.required' }))
      .nullish()
      .transform((value) => value ?? []),
    studyTypePrices: z
      .array(ZStudyTypePriceInput)
      .nullish()
      .transform((value) => value ?? []),
    studyTypeRadiologies: z
      .array(ZStudyTypeRadiologyInput)
      .nullish()
      .transform((value) => value ?? []),
    studyTypeDevices: z
      .array(ZStudyTypeDeviceInput)
      .nullish()
      .transform((value) => value ?? []),
    /** Omitted: a new type is active, an edited one keeps its state. */
    active: z.boolean().nullish(),
  })
  .superRefine((input, ctx) => {
    const { studySubTypes, studyTypePrices, studyTypeRadiologies, studyTypeDevices } = input;
    const duplicate = 'validation.studyType.duplicate' as const;
    refuseDuplicates(ctx, studySubTypes, 'studySubTypes', (sub) => sub, duplicate);
    const presetOf = (entry: { presetName: string }) => entry.presetName;
    refuseDuplicates(ctx, studyTypePrices, 'studyTypePrices', presetOf, duplicate, 'presetName');
    refuseDuplicates(
      ctx,
      studyTypeRadiologies,
      'studyTypeRadiologies',
      presetOf,
      duplicate,
      'presetName',
    );
    refuseDuplicates(
      ctx,
      studyTypeDevices,
      'studyTypeDevices',
      (device) => device.deviceType,
      duplicate,
      'deviceType',
    );
  });
export type TStudyTypeInput = z.output<typeof ZStudyTypeInput>;
export type TStudyTypeFormInput = z.input<typeof ZStudyTypeInput>;

/** The app config's lists a study type chooses from. */
export interface StudyTypeOptions {
  priceGroups: readonly string[];
  deviceTypes: readonly string[];
}

/** ZStudyTypeInput with the app config's price groups and device types as the only choices. */
export function studyTypeInputFor({ priceGroups, deviceTypes }: StudyTypeOptions) {
  return ZStudyTypeInput.superRefine((input, ctx) => {
    input.studyTypePrices.forEach(({ presetName }, index) => {
      if (priceGroups.includes(presetName)) return;
      ctx.addIssue({
        code: 'custom',
        path: ['studyTypePrices', index, 'presetName'],
        message: 'validation.studyType.unknownPriceGroup',
        params: { name: presetName },
        input: presetName,
      });
    });
    input.studyTypeDevices.forEach(({ deviceType }, index) => {
      if (deviceTypes.includes(deviceType)) return;
      ctx.addIssue({
        code: 'custom',
        path: ['studyTypeDevices', index, 'deviceType'],
        message: 'validation.studyType.unknownDeviceType',
        params: { name: deviceType },
        input: deviceType,
      });
    });
  });
}
