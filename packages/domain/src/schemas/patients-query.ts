import { z } from 'zod';
import { MAX_PAGE_TAKE, PATIENT_LIST_PAGE_SIZE } from '../constants.js';
import { unsetToUndefined, ZSortDirection } from './pagination.js';
import { ZCalendarDate } from './patient.js';
import { filterText, identityNumberFilter } from './text.js';

/**
 * `patients(pagination, where, orderBy)` (spec part 1 §7): the list and its search. The web keeps
 * these values in the address and local storage, so the same schema reads them back there.
 */

/** Longest name fragment the search accepts; longer than any real name. */
export const PATIENT_SEARCH_NAME_MAX = 100;
/** Longest PESEL or document-number prefix the search accepts (the input allows 20). */
export const PATIENT_SEARCH_SSN_MAX = 20;

const optionalDate = z.preprocess(unsetToUndefined, ZCalendarDate.optional());

export const ZPatientsWhere = z
  .object({
    /** Part of the first, middle or last name; every word must match, letter case and Polish letters aside. */
    name: filterText(PATIENT_SEARCH_NAME_MAX),
    /** The beginning of the PESEL or identity document number, normalized as stored numbers are. */
    ssn: identityNumberFilter(PATIENT_SEARCH_SSN_MAX),
    /** Inclusive bounds of the birth date. */
    birthDateFrom: optionalDate,
    birthDateTo: optionalDate,
  })
  .refine(
    (where) =>
      !where.birthDateFrom || !where.birthDateTo || where.birthDateFrom <= where.birthDateTo,
    { error: 'validation.range.invalid', path: ['birthDateTo'] },
  );
export type TPatientsWhere = z.output<typeof ZPatientsWhere>;

/** Offset paging with the patient list's own default page of 15 (spec part 1 §9). */
export const ZPatientsPagination = z.object({
  skip: z.preprocess(unsetToUndefined, z.number().int().min(0).default(0)),
  take: z.preprocess(
    unsetToUndefined,
    z.number().int().min(1).max(MAX_PAGE_TAKE).default(PATIENT_LIST_PAGE_SIZE),
  ),
});

export const ZPatientsQuery = z.object({
  pagination: z.preprocess(unsetToUndefined, ZPatientsPagination.prefault({})),
  where: z.preprocess(unsetToUndefined, ZPatientsWhere.prefault({})),
  orderBy: z.preprocess(
    unsetToUndefined,
    z
      .object({ lastName: z.preprocess(unsetToUndefined, ZSortDirection.default('ASC')) })
      .prefault({}),
  ),
});
export type TPatientsQueryInput = z.input<typeof ZPatientsQuery>;
export type TPatientsQuery = z.output<typeof ZPatientsQuery>;
