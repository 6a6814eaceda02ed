import { z } from 'zod';
import { requiredString } from './fields.js';
import { unsetOr } from './pagination.js';

/**
 * The tablet form (spec part 2 §5 "Tablet"): name and tabletId required, branchId a required
 * positive integer that the form sends as text. tabletId is not sent on update.
 */

/** Longest name and device id a tablet may have: more is a typo, not a name. */
export const TABLET_TEXT_MAX = 100;

/** GraphQL `ID` (text) or a number → a number; empty or missing → "Filia jest wymagana". */
export const ZTabletBranchId = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return undefined;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : Number(text);
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? 'validation.branch.required' : 'validation.number.type',
    })
    .int({ error: 'validation.number.integer' })
    .positive({ error: 'validation.number.positive' })
    .max(2_147_483_647),
);

export const ZNewTabletInput = z.object({
  name: requiredString('validation.required', TABLET_TEXT_MAX),
  tabletId: requiredString('validation.required', TABLET_TEXT_MAX),
  branchId: ZTabletBranchId,
});
export type TNewTabletInput = z.output<typeof ZNewTabletInput>;

export const ZTabletUpdateInput = z.object({
  name: requiredString('validation.required', TABLET_TEXT_MAX),
  branchId: ZTabletBranchId,
  active: z.boolean({ error: 'validation.required' }),
});
export type TTabletUpdateInput = z.output<typeof ZTabletUpdateInput>;

/** The `tablets` list filter: one branch (consent requests) or all (settings). */
export const ZTabletsFilter = z.object({
  branchId: unsetOr(ZTabletBranchId),
  activeOnly: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});

/** What the kiosk read from the registration QR code and signs in with. */
export const ZTabletCredentials = z.object({
  clientId: requiredString('validation.required', 200),
  clientSecret: requiredString('validation.required', 200),
});
export type TTabletCredentials = z.output<typeof ZTabletCredentials>;
