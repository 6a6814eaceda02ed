import type { Gender } from '@portal/domain';
import { EMPTY_RADIOLOGY, type RadiologyValues } from './study-form-values';

interface TypeWithPresets {
  studyTypeRadiologies: readonly {
    presetName: string;
    voltageKilovolts?: string | null;
    anodeCurrentMiliamper?: string | null;
    exposureTimeSeconds?: string | null;
    radiationDoseMilligrayPerSquareCentimeter?: string | null;
  }[];
}

/** The preset names of the seeded study types, by the patient's gender. */
const PRESET_OF_GENDER: Record<Gender, string> = { Female: 'Kobieta', Male: 'Mężczyzna' };

/**
 * The study type's exposure preset for a patient of `gender` (spec part 2 §4: picking a patient
 * sets the female or male preset): the preset named so, else none.
 */
export function presetFor(
  studyType: TypeWithPresets | undefined,
  gender: Gender | null,
): RadiologyValues | null {
  if (!studyType || !gender) return null;
  const preset = studyType.studyTypeRadiologies.find(
    (entry) => entry.presetName === PRESET_OF_GENDER[gender],
  );
  if (!preset) return null;
  return {
    ...EMPTY_RADIOLOGY,
    presetName: preset.presetName,
    voltageKilovolts: preset.voltageKilovolts ?? '',
    anodeCurrentMiliamper: preset.anodeCurrentMiliamper ?? '',
    exposureTimeSeconds: preset.exposureTimeSeconds ?? '',
    radiationDoseMilligrayPerSquareCentimeter:
      preset.radiationDoseMilligrayPerSquareCentimeter ?? '',
  };
}
