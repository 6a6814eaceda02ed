import { z } from 'zod';
import { unsetOr } from './pagination.js';
import { identifierText, singleLineText } from './text.js';

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
      // Only for "not a number": a number out of range keeps zod's own issue and its limit.
      error: (issue) => {
        if (issue.code !== 'invalid_type') return undefined;
        return issue.input === undefined ? 'validation.branch.required' : 'validation.number.type';
      },
    })
    .int({ error: 'validation.number.integer', abort: true })
    .positive({ error: 'validation.number.positive' })
    .max(2_147_483_647),
);

export const ZNewTabletInput = z.object({
  name: singleLineText({ max: TABLET_TEXT_MAX, required: 'validation.required' }),
  tabletId: singleLineText({ max: TABLET_TEXT_MAX, required: 'validation.required' }),
  branchId: ZTabletBranchId,
});
export type TNewTabletInput = z.output<typeof ZNewTabletInput>;

export const ZTabletUpdateInput = z.object({
  name: singleLineText({ max: TABLET_TEXT_MAX, required: 'validation.required' }),
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
  clientId: identifierText({ max: 200, required: 'validation.required' }),
  clientSecret: identifierText({ max: 200, required: 'validation.required' }),
});
export type TTabletCredentials = z.output<typeof ZTabletCredentials>;
