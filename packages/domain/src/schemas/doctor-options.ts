import { z } from 'zod';
import { unsetOr } from './pagination.js';
import { filterText } from './text.js';

/**
 * `doctorOptions(where)`: the doctor pickers of the study form and of sharing (spec part 2 §9,
 * doctor picker 20). Every condition is optional; an omitted or null one does not filter.
 */
export const ZDoctorOptionsWhere = z.object({
  /** Words of the first, last or company name, in any letter case, with or without diacritics. */
  search: filterText(100),
  /** Only active accounts holding DescribingDoctor (the describer picker). */
  describersOnly: unsetOr(z.boolean()),
  /** Only doctors with an active portal account (sharing a study needs someone to see it). */
  registeredOnly: unsetOr(z.boolean()),
});
export type TDoctorOptionsWhereInput = z.input<typeof ZDoctorOptionsWhere>;
export type TDoctorOptionsWhere = z.output<typeof ZDoctorOptionsWhere>;
