import { completeLicenseNumber } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { mails } from '../db/schema/index.js';
import { graphql } from './graphql.js';
import { solvedLoginChallenge } from './login-challenge.js';
import type { TestApp } from './test-app.js';

/** Signing up (issue 19 §1): the operations, valid inputs and the mailed confirmation link. */

let sequence = 0;

export const SIGNUP_DOCTOR = `mutation($data: DoctorSignupInput!, $pow: String!) {
  signupDoctor(signupData: $data, proofOfWork: $pow) { email }
}`;
export const SIGNUP_FACILITY = `mutation($data: FacilitySignupInput!, $role: OfficeRole!, $pow: String!) {
  signupOfficeOrLaboratory(signupData: $data, role: $role, proofOfWork: $pow) { email }
}`;
export const CONFIRM_EMAIL = 'mutation($token: String!) { confirmEmail(token: $token) }';
export const RESEND_CONFIRMATION =
  'mutation($login: String!) { resendConfirmationEmail(login: $login) }';
export const ACTIVATE = 'mutation($email: String!) { activate(email: $email) { id verifiedAt } }';

/** A licence number nobody else in this run has: six digits of the sequence, then the check. */
export function freshLicenseNumber(): string {
  for (;;) {
    sequence += 1;
    const six = String((process.pid * 1000 + sequence) % 1_000_000).padStart(6, '0');
    const number = completeLicenseNumber(six);
    if (number) return number;
  }
}

export function doctorSignupData(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    login: `lekarz${sequence}-${process.pid}@example.com`,
    password: 'Rejestracja1',
    firstName: 'Anna',
    lastName: 'Zapisana',
    phoneNumber: '+48 600 100 200',
    licenseNumber: freshLicenseNumber(),
    acceptTerms: true,
    ...overrides,
  };
}

export function facilitySignupData(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    login: `gabinet${sequence}-${process.pid}@example.com`,
    password: 'Rejestracja1',
    companyName: 'Gabinet Uśmiech',
    nip: '123-456-32-18',
    phoneNumber: '22 100 20 30',
    acceptTerms: true,
    ...overrides,
  };
}

/** signupDoctor with a solved challenge, from a client address of its own unless given. */
export async function signUpDoctor(
  t: TestApp,
  data: Record<string, unknown>,
  address = `192.0.2.${(sequence % 250) + 1}`,
) {
  return graphql<{ signupDoctor: { email: string } }>(t.app, SIGNUP_DOCTOR, {
    variables: { data, pow: await solvedLoginChallenge(t.app) },
    headers: { 'x-forwarded-for': address },
  });
}

export async function signUpFacility(
  t: TestApp,
  data: Record<string, unknown>,
  role = 'Laboratory',
) {
  return graphql<{ signupOfficeOrLaboratory: { email: string } }>(t.app, SIGNUP_FACILITY, {
    variables: { data, role, pow: await solvedLoginChallenge(t.app) },
    headers: { 'x-forwarded-for': `192.0.2.${(sequence % 250) + 1}` },
  });
}

/** The token of the newest confirmation mail to `email`; null when none went out. */
export async function mailedConfirmationToken(t: TestApp, email: string): Promise<string | null> {
  const [mail] = await t.database.db
    .select({ text: mails.text })
    .from(mails)
    .where(and(eq(mails.recipient, email), eq(mails.template, 'account-confirmation')))
    .orderBy(desc(mails.id))
    .limit(1);
  return /\/login\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? null;
}

export function mailsTo(t: TestApp, email: string) {
  return t.database.db
    .select({ template: mails.template, subject: mails.subject })
    .from(mails)
    .where(eq(mails.recipient, email))
    .orderBy(mails.id);
}
