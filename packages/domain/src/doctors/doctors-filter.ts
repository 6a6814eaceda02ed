import { z } from 'zod';
import {
  unsetOr,
  unsetToUndefined,
  ZPaginationInput,
  ZSortDirection,
} from '../schemas/pagination.js';
import { filterText } from '../schemas/text.js';

/**
 * `doctors(where, pagination, orderBy)`: the doctors and facilities lists with their search panel
 * (spec part 2 §2, issue 20 §1). The web keeps these values in the address, so the same schema
 * reads them back there.
 */

export const DOCTOR_KINDS = ['DOCTOR', 'FACILITY'] as const;
export type TDoctorKind = (typeof DOCTOR_KINDS)[number];

/** Longest name, e-mail or dictionary value the search accepts; longer than any real one. */
export const DOCTOR_SEARCH_TEXT_MAX = 100;
/** A PWZ has 7 digits and a NIP 10: a longer prefix can match nothing. */
export const DOCTOR_SEARCH_IDENTIFIER_MAX = 10;

/**
 * The start of a PWZ or NIP as people type it: spaces and dashes are layout (normalizeNip), what
 * is left must be digits ('Numer może składać się wyłącznie z cyfr').
 */
const identifierPrefix = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value),
  unsetOr(
    z
      .string()
      .regex(/^\d+$/, { error: 'validation.digitsOnly' })
      .max(DOCTOR_SEARCH_IDENTIFIER_MAX, { error: 'validation.digitsOnly' }),
  ),
);

export const ZDoctorsFilter = z.object({
  kind: z.enum(DOCTOR_KINDS, { error: 'validation.invalid' }),
  /** Words of the first, last or company name; each must occur, letter case and diacritics aside. */
  name: filterText(DOCTOR_SEARCH_TEXT_MAX),
  /** Part of the account's login or of a contact e-mail address, any letter case. */
  email: filterText(DOCTOR_SEARCH_TEXT_MAX),
  /** The start of the PWZ (doctors) or of the NIP (facilities), digits only. */
  identifier: identifierPrefix,
  /** A specialization of the app config, exactly as stored. */
  specialization: filterText(DOCTOR_SEARCH_TEXT_MAX),
  /** A region of the app config, exactly as stored. */
  region: filterText(DOCTOR_SEARCH_TEXT_MAX),
  /** true: only doctors with a live account; false: only those without one. */
  hasAccount: unsetOr(z.boolean()),
});
export type TDoctorsFilter = z.output<typeof ZDoctorsFilter>;

export const DOCTORS_ORDERS = ['name', 'email', 'registrationDate', 'lastLoginDate'] as const;
export type TDoctorsOrderBy = (typeof DOCTORS_ORDERS)[number];

export const ZDoctorsQuery = z.object({
  where: ZDoctorsFilter,
  /** 10 a page unless told otherwise, at most MAX_PAGE_TAKE (100). */
  pagination: z.preprocess(unsetToUndefined, ZPaginationInput.prefault({})),
  /** By name, A to Z, unless told otherwise. */
  orderBy: z.preprocess(
    unsetToUndefined,
    z
      .object({
        by: z.enum(DOCTORS_ORDERS, { error: 'validation.invalid' }),
        direction: ZSortDirection,
      })
      .default({ by: 'name', direction: 'ASC' }),
  ),
});
export type TDoctorsQueryInput = z.input<typeof ZDoctorsQuery>;
export type TDoctorsQuery = z.output<typeof ZDoctorsQuery>;

/** A query string's boolean: 'true' or 'false'; anything else is left for the schema to refuse. */
const queryBoolean = (value: unknown) =>
  value === 'true' ? true : value === 'false' ? false : value;

/**
 * `GET /api/doctors.csv?kind=&name=&email=&identifier=&specialization=&region=&hasAccount=
 * &orderBy=&direction=`: the list's filter and order as the web keeps them in its address, every
 * matching record (issue 20 §3). Empty values are not set; the order defaults as the list's.
 */
export const ZDoctorsExportQuery = z.preprocess(
  (value) => {
    const { orderBy, direction, ...where } = (value ?? {}) as Record<string, unknown>;
    return {
      where: { ...where, hasAccount: queryBoolean(where.hasAccount) },
      orderBy: {
        by: unsetToUndefined(orderBy) ?? 'name',
        direction: typeof direction === 'string' && direction ? direction.toUpperCase() : 'ASC',
      },
    };
  },
  z.object({
    where: ZDoctorsFilter,
    orderBy: z.object({
      by: z.enum(DOCTORS_ORDERS, { error: 'validation.invalid' }),
      direction: ZSortDirection,
    }),
  }),
);
export type TDoctorsExportQuery = z.output<typeof ZDoctorsExportQuery>;
