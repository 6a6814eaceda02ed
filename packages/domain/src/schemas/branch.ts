import { z } from 'zod';
import { BRANCH_SETTINGS_PAGE_SIZE } from '../constants.js';
import { ZEmail } from './fields.js';
import { ZRecordId } from './files.js';
import { unsetOr, unsetToUndefined, ZSortDirection } from './pagination.js';
import { ZAddressInput, ZPhoneNumber } from './patient.js';
import { ZRecordVersion } from './record-version.js';
import { filterText, singleLineText } from './text.js';

/**
 * A branch with its devices (spec part 2 §3 Branch, §5 "Branch: name required; address, if set,
 * validated by a separate schema"), and the `branches` list's arguments (part 2 §7). Which
 * regions, device types and radiation groups exist is the app config's: the server checks them
 * against it (branches.service.ts), the form offers only those.
 */

export const BRANCH_NAME_MAX = 100;
export const DEVICE_NAME_MAX = 100;
/** More devices than a branch could hold rooms for is a mistake, not a clinic. */
export const BRANCH_DEVICES_MAX = 50;
/** The largest page of `branches` (the pickers ask for 20, settings for 10). */
export const BRANCH_LIST_LIMIT_MAX = 50;

/** A CSS colour as #rrggbb, stored in lower case. */
export const ZBranchColor = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.branch.color' })
  .transform((color) => color.toLowerCase());

/** An app config value chosen in a select (region, device type, radiation group). */
const configValue = singleLineText({ max: 100, required: 'validation.required' });

export const ZDeviceInput = z.object({
  /** A device already saved; missing for a new row. */
  id: unsetOr(ZRecordId),
  name: singleLineText({ max: DEVICE_NAME_MAX, required: 'validation.required' }),
  deviceType: configValue,
  radiationGroups: z
    .array(configValue)
    .max(20)
    .nullish()
    .transform((groups) => [...new Set(groups ?? [])]),
  enabled: z
    .boolean()
    .nullish()
    .transform((enabled) => enabled ?? true),
});
export type TDeviceInput = z.input<typeof ZDeviceInput>;
export type TDeviceInputParsed = z.output<typeof ZDeviceInput>;

/** An address whose every field is blank is none: the form sends its empty fields so. */
function blankAddressToNull(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const blank = Object.values(value).every(
    (part) => typeof part === 'string' && part.trim() === '',
  );
  return blank ? null : value;
}

/** Folds a device name for the "one name per branch" check. */
const deviceNameKey = (name: string) => name.toLocaleLowerCase('pl');

export const ZBranchInput = z
  .object({
    /** Missing: create a branch; set: update it, with the version edited. */
    id: unsetOr(ZRecordId),
    version: unsetOr(ZRecordVersion),
    name: singleLineText({ max: BRANCH_NAME_MAX, required: 'validation.required' }),
    color: ZBranchColor,
    ownBranch: z
      .boolean()
      .nullish()
      .transform((own) => own ?? true),
    region: singleLineText({ max: 100 }),
    /** Optional as a whole, complete when given (Polish postal code in Poland). */
    address: z.preprocess(
      blankAddressToNull,
      ZAddressInput.nullish().transform((a) => a ?? null),
    ),
    phoneNumbers: z
      .array(ZPhoneNumber)
      .max(10)
      .nullish()
      .transform((list) => list ?? []),
    emailAddresses: z
      .array(ZEmail)
      .max(10)
      .nullish()
      .transform((list) => list ?? []),
    devices: z
      .array(ZDeviceInput)
      .max(BRANCH_DEVICES_MAX)
      .nullish()
      .transform((list) => list ?? []),
  })
  .superRefine((branch, ctx) => {
    if (branch.id !== undefined && branch.version === undefined) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'validation.required' });
    }
    const seen = new Set<string>();
    branch.devices.forEach((device, index) => {
      const key = deviceNameKey(device.name);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['devices', index, 'name'],
          message: 'validation.device.duplicateName',
        });
      }
      seen.add(key);
    });
  });
export type TBranchInput = z.input<typeof ZBranchInput>;
export type TBranchInputParsed = z.output<typeof ZBranchInput>;

export const BRANCH_SORT_FIELDS = ['color', 'id', 'name', 'ownBranch', 'region'] as const;
export type TBranchSortField = (typeof BRANCH_SORT_FIELDS)[number];

export const ZBranchSort = z.object({
  field: z.enum(BRANCH_SORT_FIELDS),
  direction: z.preprocess(unsetToUndefined, ZSortDirection.default('ASC')),
});
export type TBranchSort = z.output<typeof ZBranchSort>;

const idList = z.array(ZRecordId).max(BRANCH_LIST_LIMIT_MAX);

export const ZBranchFilter = z.object({
  /** Part of the name, in any letter case. */
  name: filterText(BRANCH_NAME_MAX),
  ownBranch: unsetOr(z.boolean()),
  ids: unsetOr(idList),
  regions: unsetOr(z.array(z.string().trim().min(1).max(100)).max(50)),
  /** Settings lists deactivated branches too; pickers and calendars do not. */
  includeInactive: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});
export type TBranchFilter = z.output<typeof ZBranchFilter>;

export const ZBranchPaging = z.object({
  offset: z.preprocess(unsetToUndefined, z.number().int().min(0).max(1_000_000).default(0)),
  limit: z.preprocess(
    unsetToUndefined,
    z.number().int().min(1).max(BRANCH_LIST_LIMIT_MAX).default(BRANCH_SETTINGS_PAGE_SIZE),
  ),
});

/**
 * `branches(filter, sorting, paging)`: the sort keeps the first entry per field and ends with
 * the id, so equal values never change places between pages. Name order by default.
 */
export const ZBranchesQuery = z.object({
  filter: z.preprocess(unsetToUndefined, ZBranchFilter.prefault({})),
  sorting: z.preprocess(
    unsetToUndefined,
    z
      .array(ZBranchSort)
      .max(BRANCH_SORT_FIELDS.length * 2)
      .default([{ field: 'name', direction: 'ASC' }])
      .transform((sorts): TBranchSort[] =>
        sorts.length === 0
          ? [{ field: 'name', direction: 'ASC' }]
          : sorts.filter((sort, i) => sorts.findIndex((o) => o.field === sort.field) === i),
      ),
  ),
  paging: z.preprocess(unsetToUndefined, ZBranchPaging.prefault({})),
});
export type TBranchesQueryInput = z.input<typeof ZBranchesQuery>;
export type TBranchesQuery = z.output<typeof ZBranchesQuery>;
