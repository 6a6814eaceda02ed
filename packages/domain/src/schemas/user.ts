import { z } from 'zod';
import { MAX_PAGE_TAKE, USER_SETTINGS_PAGE_SIZE } from '../constants.js';
import type { MessageKey } from '../messages/index.js';
import { ROLES, type Role } from '../roles.js';
import { isEmail, normalizeLogin } from '../validation/email.js';
import { normalizeNip, validateNip } from '../validation/nip.js';
import { ZEmail } from './fields.js';
import { ZRecordId } from './files.js';
import { unsetOr, unsetToUndefined } from './pagination.js';
import { ZCalendarDate, ZPhoneNumber } from './patient.js';
import { filterText, messageWhenMissing, personName, singleLineText } from './text.js';

/*
 * Users in settings (spec part 2 §3 "User", §5 "User", §6, §7 `users`): the form of an Admin or
 * a Manager, the list's filter, and which roles the form may grant.
 */

/** Roles the user form grants with `createUser` (spec part 2 §6 "Selectable roles"). */
export const SELECTABLE_USER_ROLES = [
  'Admin',
  'Complaints',
  'HelpContact',
  'Registration',
  'Technician',
  'Manager',
  'Coordinator',
] as const satisfies readonly Role[];

/** Roles of a facility account: created with `createOfficeUser`, which adds the facility. */
export const OFFICE_ROLES = ['DentalOffice', 'Laboratory'] as const satisfies readonly Role[];
export type OfficeRole = (typeof OFFICE_ROLES)[number];

/** Every role the user form offers: the selectable ones, then the two facility roles. */
export const USER_FORM_ROLES = [...SELECTABLE_USER_ROLES, ...OFFICE_ROLES] as const;

/** The users list's roles filter: every role but Doctor (spec part 2 §6 "Users list"). */
export const USER_FILTER_ROLES = ROLES.filter((role) => role !== 'Doctor');

export function isOfficeRole(role: string): role is OfficeRole {
  return (OFFICE_ROLES as readonly string[]).includes(role);
}

export function isSelectableUserRole(role: string): boolean {
  return (SELECTABLE_USER_ROLES as readonly string[]).includes(role);
}

/**
 * The roles an edit grants or takes away that the user form may not: anything outside the
 * selectable list (Doctor, DescribingDoctor and Patient are fixed; a facility role comes with its
 * facility from `createOfficeUser`). Roles the user keeps are never named.
 */
export function unselectableRoleChanges(next: readonly Role[], previous: readonly Role[]): Role[] {
  const changed = [
    ...next.filter((role) => !previous.includes(role)),
    ...previous.filter((role) => !next.includes(role)),
  ];
  return changed.filter((role) => !isSelectableUserRole(role));
}

/** Longest region name and company name accepted. */
const REGION_MAX = 100;
const COMPANY_NAME_MAX = 200;
/** More than any real account has; keeps one request small. */
const LIST_MAX = 10;
const BRANCHES_MAX = 100;

/**
 * The login: 'Login jest wymagany', 'Login musi być prawidłowym adresem e-mail'; lower case. One
 * message at a time without aborting, so the form's other rules still report theirs.
 */
export const ZUserLogin = z
  .string({ error: messageWhenMissing('validation.login.required') })
  .trim()
  .superRefine((value, ctx) => {
    if (!value)
      ctx.addIssue({ code: 'custom', message: 'validation.login.required', input: value });
    else if (!isEmail(value)) {
      ctx.addIssue({ code: 'custom', message: 'validation.login.email', input: value });
    }
  })
  .transform(normalizeLogin);

/** A NIP as typed ("123-456-32-18"), stored as its ten digits. */
export const ZNip = z
  .string({ error: messageWhenMissing('validation.required') })
  .trim()
  .superRefine((value, ctx) => {
    const problem = value ? validateNip(value) : 'validation.required';
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  })
  .transform(normalizeNip);

const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .nullish()
    .transform((list) => [...new Set(list ?? [])]);

const ZUserRoles = z
  .array(z.enum(ROLES, { error: 'validation.invalid' }), {
    error: messageWhenMissing('validation.roles.required'),
  })
  .min(1, { error: 'validation.roles.required' })
  .transform((roles) => [...new Set(roles)]);

const optionalDate = z
  .preprocess(unsetToUndefined, ZCalendarDate.nullish())
  .transform((value) => value ?? null);

/** Paths of issues found so far, to check a rule only on fields that are valid themselves. */
interface IssueWithPath {
  path?: readonly PropertyKey[];
}

function issuePaths(issues: readonly IssueWithPath[]): Set<string> {
  return new Set(issues.map((issue) => String(issue.path?.[0] ?? '')));
}

function hasOfficeRole(roles: unknown): boolean {
  return (
    Array.isArray(roles) && roles.some((role) => typeof role === 'string' && isOfficeRole(role))
  );
}

type NameField = 'firstName' | 'lastName' | 'companyName' | 'nip';

/**
 * A person needs a first and last name, a facility (a DentalOffice or Laboratory role) its
 * company name and NIP (spec part 2 §3). Checked even while other fields are invalid, so the form
 * shows every missing field at once, but not on a field that already has its own problem.
 */
function requiredFor(field: NameField, message: MessageKey, office: boolean) {
  const check = (user: Record<NameField, string | null>) => Boolean(user[field]);
  const params = {
    path: [field] as PropertyKey[],
    error: message as string,
    when: ({ value, issues }: { value: unknown; issues: readonly IssueWithPath[] }) =>
      hasOfficeRole((value as { roles?: unknown }).roles) === office &&
      !issuePaths(issues).has(field),
  };
  return [check, params] as const;
}

/**
 * A user as the form edits it and as createUser, createOfficeUser and updateUser take it. A
 * person needs a first and last name; a facility (a DentalOffice or Laboratory role) needs its
 * company name and NIP instead (spec part 2 §3: a facility's contact has both).
 */
function userInputSchema({ regionsRequired }: { regionsRequired: boolean }) {
  return z
    .object({
      login: ZUserLogin,
      firstName: personName({ max: 100 }),
      lastName: personName({ max: 100 }),
      companyName: singleLineText({ max: COMPANY_NAME_MAX }),
      nip: z.preprocess(unsetToUndefined, ZNip.nullish()).transform((value) => value ?? null),
      phoneNumbers: listOf(ZPhoneNumber, LIST_MAX).refine((list) => list.length > 0, {
        error: 'validation.phoneNumbers.required',
      }),
      emailAddresses: listOf(ZEmail, LIST_MAX),
      roles: ZUserRoles,
      regions: listOf(
        singleLineText({ max: REGION_MAX, required: 'validation.required' }),
        50,
      ).refine((list) => !regionsRequired || list.length > 0, {
        error: 'validation.regions.required',
      }),
      branchIds: listOf(ZRecordId, BRANCHES_MAX),
      active: z
        .boolean()
        .nullish()
        .transform((value) => value ?? true),
      vacationStart: optionalDate,
      vacationEnd: optionalDate,
    })
    .refine(...requiredFor('firstName', 'validation.firstName.required', false))
    .refine(...requiredFor('lastName', 'validation.lastName.required', false))
    .refine(...requiredFor('companyName', 'validation.companyName.required', true))
    .refine(...requiredFor('nip', 'validation.required', true))
    .refine(
      (user) => !user.vacationStart || !user.vacationEnd || user.vacationStart <= user.vacationEnd,
      {
        path: ['vacationEnd'],
        error: 'validation.user.vacationEndBeforeStart',
        when: ({ issues }) => {
          const paths = issuePaths(issues);
          return !paths.has('vacationStart') && !paths.has('vacationEnd');
        },
      },
    );
}

export const ZUserInput = userInputSchema({ regionsRequired: true });

/**
 * updateUser of one's own profile (part 2 §2 "Profile"): the same input, whose regions are the
 * account's as they are (none, for many roles), not the settings form's choice.
 */
export const ZOwnProfileInput = userInputSchema({ regionsRequired: false });
export type TUserInputForm = z.input<typeof ZUserInput>;
export type TUserInput = z.output<typeof ZUserInput>;

/** `users(where, pagination, orderBy)`: the settings list (10, by login) and the staff pickers. */
export const ZUsersFilter = z.object({
  /** Part of the first name, last name, company name or login, any letter case. */
  name: filterText(100),
  /** Users holding ANY of these; when given, at least one ('Przynajmniej jedna rola jest wymagana'). */
  roles: unsetOr(
    z
      .array(z.enum(ROLES, { error: 'validation.invalid' }))
      .min(1, { error: 'validation.roles.required' })
      .max(ROLES.length)
      .transform((roles) => [...new Set(roles)]),
  ),
  active: unsetOr(z.boolean()),
  /** Accounts that signed up and wait for verification (true), or verified ones (false). */
  awaitingVerification: unsetOr(z.boolean()),
});
export type TUsersFilter = z.output<typeof ZUsersFilter>;

/** The list's orders: login ascending (settings, the default) or last name (pickers). */
export const USERS_ORDERS = ['login', 'lastName'] as const;
export type TUsersOrder = (typeof USERS_ORDERS)[number];

export const ZUsersQuery = z.object({
  where: z.preprocess(unsetToUndefined, ZUsersFilter.prefault({})),
  pagination: z.preprocess(
    unsetToUndefined,
    z
      .object({
        skip: z.preprocess(unsetToUndefined, z.number().int().min(0).default(0)),
        take: z.preprocess(
          unsetToUndefined,
          z.number().int().min(1).max(MAX_PAGE_TAKE).default(USER_SETTINGS_PAGE_SIZE),
        ),
      })
      .prefault({}),
  ),
  orderBy: z.preprocess(unsetToUndefined, z.enum(USERS_ORDERS).default('login')),
});
export type TUsersQueryInput = z.input<typeof ZUsersQuery>;
export type TUsersQuery = z.output<typeof ZUsersQuery>;

/** `resetPassword(token, newPassword)`: the token of a mailed link (checked by the server). */
export const ZPasswordLinkToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: 'errors.passwordLink.invalid' });
