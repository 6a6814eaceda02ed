import { distinct, groupedBy, type Loader } from '../../graphql/loaders.js';
import {
  findDevicesOf,
  findPricesOf,
  findRadiologiesOf,
  type StudyTypeDeviceRow,
  type StudyTypePriceRow,
  type StudyTypeRadiologyRow,
  type StudyTypeRow,
} from './study-types.repository.js';

/**
 * The child lists of `StudyType`: each is one statement for every type shown (ADR 0022), so the
 * list of 100 types with prices, presets and durations is four statements, not 301.
 */
function childLoader<Child extends { studyTypeId: number }>(
  find: (db: Parameters<typeof findPricesOf>[0], ids: readonly number[]) => Promise<Child[]>,
): Loader<StudyTypeRow, Child[]> {
  return async (queries, ctx) => {
    const ids = queries.map(({ obj }) => obj.id);
    const rows = await find(ctx.db, distinct(ids));
    return groupedBy(ids, rows, (row) => row.studyTypeId);
  };
}

export const studyTypesLoaders = {
  StudyType: {
    studyTypePrices: childLoader<StudyTypePriceRow>(findPricesOf),
    studyTypeRadiologies: childLoader<StudyTypeRadiologyRow>(findRadiologiesOf),
    studyTypeDevices: childLoader<StudyTypeDeviceRow>(findDevicesOf),
  },
};
