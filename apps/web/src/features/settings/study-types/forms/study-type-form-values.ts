import { ZOptionalMoney, ZStudyTypeDeviceInput, ZStudyTypeInput } from '@portal/domain';
import { z } from 'zod';
import type { StudyTypeFieldsFragment, StudyTypeInput } from '../../../../__generated__/graphql';

/**
 * The study type form: the domain's rules (packages/domain schemas/study-type.ts) on what the
 * fields hold — numbers typed as text, one price field per price group of the app config (an
 * empty one is no price). The parsed value is the GraphQL input; money stays text throughout.
 */

const shape = ZStudyTypeInput.shape;

/** A number field's text → a number for the domain's rule; empty → missing. */
const numberText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((text) => (text === '' || text === null ? undefined : Number(text)), schema);

export const ZStudyTypeForm = z
  .object({
    code: shape.code,
    name: shape.name,
    onReferalOrder: numberText(shape.onReferalOrder),
    hasRemarks: z.boolean(),
    is3D: z.boolean(),
    active: z.boolean(),
    timeToDescribe: numberText(shape.timeToDescribe),
    comment: shape.comment,
    descriptionPrice: ZOptionalMoney,
    urgentDescriptionPrice: ZOptionalMoney,
    comparisonDescriptionPrice: ZOptionalMoney,
    urgentComparisonDescriptionPrice: ZOptionalMoney,
    studySubTypes: z.array(z.string()),
    /** One entry per price group, in the app config's order. */
    prices: z.array(z.object({ presetName: z.string(), price: ZOptionalMoney })),
    studyTypeRadiologies: shape.studyTypeRadiologies,
    studyTypeDevices: z.array(
      z.object({
        deviceType: ZStudyTypeDeviceInput.shape.deviceType,
        durationMinutes: numberText(ZStudyTypeDeviceInput.shape.durationMinutes),
      }),
    ),
  })
  .transform(({ prices, ...values }): StudyTypeInput => ({
    ...values,
    studyTypePrices: prices.flatMap(({ presetName, price }) =>
      price === null ? [] : [{ presetName, price }],
    ),
  }));

export type TStudyTypeFormValues = z.input<typeof ZStudyTypeForm>;

export interface RadiologyRow {
  presetName: string;
  voltageKilovolts: string;
  anodeCurrentMiliamper: string;
  exposureTimeSeconds: string;
  radiationDoseMilligrayPerSquareCentimeter: string;
}

/** The form's values; an empty form for a new type when `studyType` is null. */
export function studyTypeToForm(
  studyType: StudyTypeFieldsFragment | null,
  priceGroups: readonly string[],
): TStudyTypeFormValues {
  const priceOf = (group: string) =>
    studyType?.studyTypePrices.find((entry) => entry.presetName === group)?.price ?? '';
  return {
    code: studyType?.code ?? '',
    name: studyType?.name ?? '',
    onReferalOrder: studyType?.onReferalOrder?.toString() ?? '',
    hasRemarks: studyType?.hasRemarks ?? false,
    is3D: studyType?.is3D ?? false,
    active: studyType?.active ?? true,
    timeToDescribe: studyType ? String(studyType.timeToDescribe) : '',
    comment: studyType?.comment ?? '',
    descriptionPrice: studyType?.descriptionPrice ?? '',
    urgentDescriptionPrice: studyType?.urgentDescriptionPrice ?? '',
    comparisonDescriptionPrice: studyType?.comparisonDescriptionPrice ?? '',
    urgentComparisonDescriptionPrice: studyType?.urgentComparisonDescriptionPrice ?? '',
    studySubTypes: studyType?.studySubTypes ?? [],
    prices: priceGroups.map((presetName) => ({ presetName, price: priceOf(presetName) })),
    studyTypeRadiologies: (studyType?.studyTypeRadiologies ?? []).map((preset): RadiologyRow => ({
      presetName: preset.presetName,
      voltageKilovolts: preset.voltageKilovolts ?? '',
      anodeCurrentMiliamper: preset.anodeCurrentMiliamper ?? '',
      exposureTimeSeconds: preset.exposureTimeSeconds ?? '',
      radiationDoseMilligrayPerSquareCentimeter:
        preset.radiationDoseMilligrayPerSquareCentimeter ?? '',
    })),
    studyTypeDevices: (studyType?.studyTypeDevices ?? []).map((device) => ({
      deviceType: device.deviceType,
      durationMinutes: String(device.durationMinutes),
    })),
  };
}
