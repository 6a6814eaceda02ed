import { randomUUID } from 'node:crypto';
import {
  CONFIRMATION_MAILS_PER_LOGIN_PER_HOUR,
  EMAIL_CONFIRMATION_LINK_DAYS,
  SIGNUPS_PER_CLIENT_PER_HOUR,
  type Lang,
  type OfficeRole,
  type TDoctorSignup,
  type TOAuthDoctorSignup,
  type TFacilitySignup,
} from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/actor.js';
import { issueAccountToken } from '../../auth/account-tokens.js';
import { spendLoginChallenge } from '../../auth/login-challenge.js';
import { hashPassword } from '../../auth/passwords.js';
import { violatesConstraint } from '../../db/constraint-violation.js';
import type { Database, Executor } from '../../db/client.js';
import { contacts, doctors, users } from '../../db/schema/index.js';
import { AppError, badInput } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { countInWindow, hashedWindowKey } from '../auth/call-windows.js';
import { registrationHoldOf } from '../users/registration-holds.js';

export interface SignupDeps {
  db: Database;
  mailer: Mailer;
}

type SignupCaller = Caller & { lang: Lang };

const perHour = (max: number) => ({ max, windowMinutes: 60 });

/** The throttle key of a login's confirmation mails: its hash, never the address. */
export const confirmationMailsKey = (login: string) => hashedWindowKey('confirmation:login', login);

const proofOfWorkInvalid = () =>
  new AppError('PROOF_OF_WORK_REQUIRED', 'errors.login.challengeInvalid');
const licenseTaken = () =>
  badInput([
    {
      code: 'custom',
      path: ['licenseNumber'],
      message: 'validation.licenseNumber.taken',
      input: undefined,
    },
  ]);

/**
 * A confirmation link of a signup (single use, EMAIL_CONFIRMATION_LINK_DAYS), mailed in `lang`:
 * /login?token=… confirms the address (spec part 1 §2). Earlier unused ones stop working.
 */
export async function issueConfirmationLink(
  tx: Executor,
  mailer: Mailer,
  account: { id: number; login: string; name: string | null },
  lang: Lang,
): Promise<void> {
  const { id, token } = await issueAccountToken(
    tx,
    account.id,
    'confirmEmail',
    sql`make_interval(days => ${EMAIL_CONFIRMATION_LINK_DAYS})`,
  );
  await mailer.enqueue(tx, {
    template: 'account-confirmation',
    params: { token, ...(account.name ? { name: account.name } : {}) },
    dedupeKey: `account-confirmation:${id}`,
    to: account.login,
    lang,
  });
}

/**
 * What both tabs of /signup hold, besides what makes the account a doctor or a facility; no
 * password when a social account signs it in (ADR 0047).
 */
interface AccountPart {
  login: string;
  password: string | null;
  phoneNumber: string;
}

interface NewAccount {
  roles: ['Doctor'] | [OfficeRole];
  contact: typeof contacts.$inferInsert;
  name: string;
  licenseNumber: string | null;
  /** A social signup whose provider vouches for the address: no confirmation mail. */
  addressConfirmed?: boolean;
  /** More of the same transaction once the account exists (linking the social account). */
  afterCreate?: (tx: Executor, userId: number) => Promise<void>;
}

/** Signups one client address may send in an hour, whichever kind. */
const countSignupOfClient = (deps: SignupDeps, caller: SignupCaller) =>
  countInWindow(deps.db, `signup:client:${caller.address}`, perHour(SIGNUPS_PER_CLIENT_PER_HOUR));

/**
 * The steps every signup takes before its data is looked at: the client's limit, the proof of
 * work (spent once), the login's mail limit (existing account or not, so it tells nothing).
 */
async function admit(
  deps: SignupDeps,
  caller: SignupCaller,
  input: { login: string; proofOfWork: string },
) {
  await countSignupOfClient(deps, caller);
  if (!(await spendLoginChallenge(deps.db, input.proofOfWork))) throw proofOfWorkInvalid();
  await countInWindow(
    deps.db,
    confirmationMailsKey(input.login),
    perHour(CONFIRMATION_MAILS_PER_LOGIN_PER_HOUR),
  );
}

/**
 * Creates the account (ADR 0044): not verified, address not confirmed, terms accepted with the
 * form; a doctor's licence number names their doctor record — the clinic's record of a doctor
 * without an account gets this account, one with an account already refuses it. An address that
 * already has an account is answered alike, and its owner is told by mail instead.
 */
async function createAccount(
  deps: SignupDeps,
  caller: SignupCaller,
  account: AccountPart,
  made: NewAccount,
): Promise<{ email: string }> {
  const passwordHash = account.password === null ? null : await hashPassword(account.password);
  try {
    await deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.login, account.login), isNull(users.deletedAt)));
      if (existing) {
        await deps.mailer.enqueue(tx, {
          template: 'account-notice',
          params: { notice: 'signupExisting' },
          // Each attempt its own mail (the login's mail limit caps them).
          dedupeKey: `signup-existing:${existing.id}:${randomUUID()}`,
          to: account.login,
          lang: caller.lang,
        });
        await audit(tx, caller, 'user.signup', existing.id, 'denied', { reason: 'loginTaken' });
        return;
      }
      // An address an Admin blocked or deleted signs up, but waits for consent (ADR 0045).
      const hold = await registrationHoldOf(tx, account.login);
      const doctor = made.licenseNumber ? await doctorOfLicense(tx, made.licenseNumber) : null;
      if (doctor?.userId) throw licenseTaken();
      const contactId = doctor
        ? await joinContact(tx, doctor.contactId, account)
        : (await tx.insert(contacts).values(made.contact).returning({ id: contacts.id }))[0]!.id;
      const [user] = await tx
        .insert(users)
        .values({
          login: account.login,
          passwordHash,
          roles: made.roles,
          emailConfirmed: made.addressConfirmed ?? false,
          verifiedAt: null,
          acceptedTerms: true,
          acceptedTermsAt: sql`now()`,
          contactId,
          registrationHold: hold,
        })
        .returning({ id: users.id });
      if (doctor) {
        await tx
          .update(doctors)
          .set({ userId: user!.id, updatedAt: sql`now()` })
          .where(eq(doctors.id, doctor.id));
      } else {
        await tx
          .insert(doctors)
          .values({ userId: user!.id, contactId, licenseNumber: made.licenseNumber });
      }
      if (!made.addressConfirmed) {
        await issueConfirmationLink(
          tx,
          deps.mailer,
          { id: user!.id, login: account.login, name: made.name },
          caller.lang,
        );
      }
      await made.afterCreate?.(tx, user!.id);
      await audit(tx, caller, 'user.signup', user!.id, 'success', {
        roles: made.roles,
        ...(doctor ? { joinedDoctorId: doctor.id } : {}),
        ...(hold ? { registrationHold: hold } : {}),
      });
    });
  } catch (error) {
    // Two signups of one licence number at once: the second finds the first's account.
    if (
      violatesConstraint(error, 'doctors_license_number') ||
      violatesConstraint(error, 'doctors_user')
    ) {
      throw licenseTaken();
    }
    // Two signups of one address at once: the second is answered as any taken address is.
    if (!violatesConstraint(error, 'users_login_unique')) throw error;
  }
  return { email: account.login };
}

async function doctorOfLicense(tx: Executor, licenseNumber: string) {
  const [doctor] = await tx
    .select({ id: doctors.id, userId: doctors.userId, contactId: doctors.contactId })
    .from(doctors)
    .where(eq(doctors.licenseNumber, licenseNumber))
    .for('update');
  return doctor ?? null;
}

/** The clinic's doctor record learns the address and the phone the doctor signed up with. */
async function joinContact(tx: Executor, contactId: number, account: AccountPart): Promise<number> {
  await tx
    .update(contacts)
    .set({
      emailAddresses: sql`case when ${account.login} = any(${contacts.emailAddresses}) then ${contacts.emailAddresses} else array_append(${contacts.emailAddresses}, ${account.login}) end`,
      phoneNumbers: sql`case when ${account.phoneNumber} = any(${contacts.phoneNumbers}) then ${contacts.phoneNumbers} else array_append(${contacts.phoneNumbers}, ${account.phoneNumber}) end`,
      updatedAt: sql`now()`,
    })
    .where(eq(contacts.id, contactId));
  return contactId;
}

function audit(
  tx: Executor,
  caller: SignupCaller,
  action: string,
  userId: number,
  outcome: 'success' | 'denied',
  details: Record<string, unknown>,
) {
  return recordAudit(tx, {
    action,
    outcome,
    entityType: 'user',
    entityId: userId,
    address: caller.address,
    details,
  });
}

/** signupDoctor (spec part 1 §7). */
export async function signUpDoctor(
  deps: SignupDeps,
  caller: SignupCaller,
  input: TDoctorSignup,
): Promise<{ email: string }> {
  await admit(deps, caller, input);
  return createAccount(deps, caller, input, doctorAccount(input));
}

/** A doctor's account and contact, from either doctor's signup. */
function doctorAccount(input: TOAuthDoctorSignup): NewAccount {
  return {
    roles: ['Doctor'],
    contact: {
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumbers: [input.phoneNumber],
      emailAddresses: [input.login],
    },
    name: input.firstName,
    licenseNumber: input.licenseNumber,
  };
}

/**
 * oauthSignupDoctor (spec part 1 §7; ADR 0047): a doctor's account with no password, signed in by
 * the social account `afterCreate` links; its address is confirmed when the provider vouches for
 * it. No proof of work: the provider's round trip stands in for it; the client's limit holds.
 */
export async function signUpSocialDoctor(
  deps: SignupDeps,
  caller: SignupCaller,
  input: TOAuthDoctorSignup,
  social: { addressConfirmed: boolean; afterCreate: NewAccount['afterCreate'] },
): Promise<{ email: string }> {
  await countSignupOfClient(deps, caller);
  return createAccount(
    deps,
    caller,
    { ...input, password: null },
    {
      ...doctorAccount(input),
      ...social,
    },
  );
}

/** signupOfficeOrLaboratory (spec part 1 §7): a dental office or a laboratory. */
export async function signUpFacility(
  deps: SignupDeps,
  caller: SignupCaller,
  input: TFacilitySignup,
): Promise<{ email: string }> {
  await admit(deps, caller, input);
  return createAccount(deps, caller, input, {
    roles: [input.role],
    contact: {
      companyName: input.companyName,
      nip: input.nip,
      phoneNumbers: [input.phoneNumber],
      emailAddresses: [input.login],
    },
    name: input.companyName,
    licenseNumber: null,
  });
}
