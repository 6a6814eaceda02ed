import { z } from 'zod';
import { DEFAULT_TABLE_TAKE, MAX_PAGE_TAKE, TABLE_PAGE_SIZE_OPTIONS } from '../constants.js';

/**
 * GraphQL hands an omitted nullable argument over as `null` and a query string an empty field as
 * `''`; for a filter both mean "not set".
 */
export function unsetToUndefined(value: unknown): unknown {
  return value === null || value === '' ? undefined : value;
}

/** A schema whose input may be missing, null or empty. */
export function unsetOr<T extends z.ZodType>(schema: T) {
  return z.preprocess(unsetToUndefined, schema.optional());
}

/** `pagination: { skip, take }` of every list query; `take` never exceeds MAX_PAGE_TAKE. */
export const ZPaginationInput = z.object({
  skip: z.preprocess(unsetToUndefined, z.number().int().min(0).default(0)),
  take: z.preprocess(
    unsetToUndefined,
    z.number().int().min(1).max(MAX_PAGE_TAKE).default(DEFAULT_TABLE_TAKE),
  ),
});
export type TPaginationInput = z.input<typeof ZPaginationInput>;

/** The largest page a table offers (part 2 §9: 10, 20, 30, 50). */
export const TABLE_MAX_TAKE = Math.max(...TABLE_PAGE_SIZE_OPTIONS);

/**
 * `pagination` of a list shown only as a table: `defaultTake` a page unless told otherwise, at
 * most TABLE_MAX_TAKE — what its `@cost(maxTake: 50)` counts a variable `take` as (ADR 0019).
 */
export function tablePagination(defaultTake: number) {
  return z.preprocess(
    unsetToUndefined,
    z
      .object({
        skip: ZPaginationInput.shape.skip,
        take: z.preprocess(
          unsetToUndefined,
          z.number().int().min(1).max(TABLE_MAX_TAKE).default(defaultTake),
        ),
      })
      .prefault({}),
  );
}

export const ZSortDirection = z.enum(['ASC', 'DESC']);
export type TSortDirection = z.output<typeof ZSortDirection>;
