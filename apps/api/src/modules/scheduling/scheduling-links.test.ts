import { SCHEDULING_LINK_TTL_DAYS, SCHEDULING_LINKS_PER_ADDRESS_PER_HOUR } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { auditLog, mails, schedulingLinks } from '../../db/schema/index.js';
import { errorCode } from '../../test/graphql.js';
import {
  buildMailablePatient,
  buildReferal,
  buildSchedulingGround,
  mailedToken,
  sendLink,
  type SchedulingGround,
} from '../../test/scheduling.js';
import { buildDoctor } from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * sendReferralSchedulingLink (issue 17 §2): a single-use link mailed to the referral's patient,
 * stored as a hash only, with an expiry; refused for a referral the caller does not see, a
 * completed one, a patient without e-mail and a mailbox that got enough links this hour.
 */

let t: TestApp;
let ground: SchedulingGround;

beforeAll(async () => {
  t = await createTestApp();
  ground = await buildSchedulingGround(t);
});
afterAll(() => t.close());

async function referalFor(email?: string | null, options: { completed?: boolean } = {}) {
  const patient = await buildMailablePatient(t, email);
  const referalId = await buildReferal(t, {
    patientId: patient.id,
    issuerId: ground.doctor.id,
    studyTypeIds: [ground.pantomogram.id],
    ...options,
  });
  return { patient, referalId };
}

describe('sendReferralSchedulingLink', () => {
  it('mails a link to the patient, keeps only its hash and tells the masked address', async () => {
    const { patient, referalId } = await referalFor('zofia.nowak@example.com');
    const before = Date.now();
    const response = await sendLink(t, ground.registrar, referalId);

    const sent = response.data!.sendReferralSchedulingLink;
    expect(sent.sentTo).toBe('z***@example.com');
    const days = (new Date(sent.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(SCHEDULING_LINK_TTL_DAYS - 0.01);
    expect(days).toBeLessThan(SCHEDULING_LINK_TTL_DAYS + 0.01);

    const token = await mailedToken(t, patient.email!);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db
      .select()
      .from(schedulingLinks)
      .where(eq(schedulingLinks.referalId, referalId));
    expect(row).toMatchObject({
      tokenHash: hashToken(token),
      sentTo: 'zofia.nowak@example.com',
      createdById: ground.registrar.id,
      usedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(token);

    const [mail] = await t.database.db
      .select()
      .from(mails)
      .where(eq(mails.recipient, 'zofia.nowak@example.com'));
    expect(mail).toMatchObject({ template: 'scheduling-link', lang: 'pl' });
    expect(mail!.subject).toBe('Umów wizytę w Portalu RTG');
    expect(mail!.text).toContain(
      `http://127.0.0.1:3000/schedule-appointment?token=${token}&lang=pl`,
    );
    expect(mail!.text).toContain('Link jest ważny do ');
    // The mail names neither the study nor the patient's surname.
    expect(mail!.text).not.toContain(ground.pantomogram.name);
    expect(mail!.text).not.toMatch(/Test \d+/);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'referal.sendSchedulingLink'),
          eq(auditLog.entityId, String(referalId)),
        ),
      );
    expect(audit).toMatchObject({ outcome: 'success', actorUserId: ground.registrar.id });
    expect(JSON.stringify(audit!.details)).not.toContain('@');
  });

  it('lets the issuing doctor send a link for their own referral', async () => {
    const { referalId } = await referalFor();
    const response = await sendLink(t, ground.doctor, referalId);
    expect(response.errors).toBeUndefined();
  });

  it("treats another doctor's referral as one that does not exist", async () => {
    const { referalId } = await referalFor();
    const stranger = await buildDoctor(t, { role: 'Doctor' });
    const response = await sendLink(t, stranger, referalId);
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(response.errors![0]!.message).toBe(
      `Nie znaleziono skierowania o identyfikatorze ${referalId}.`,
    );
    const links = await t.database.db
      .select()
      .from(schedulingLinks)
      .where(eq(schedulingLinks.referalId, referalId));
    expect(links).toEqual([]);
  });

  it('refuses a patient without an e-mail address, in the caller’s language', async () => {
    const { referalId } = await referalFor(null);
    const polish = await sendLink(t, ground.registrar, referalId);
    expect(errorCode(polish)).toBe('CONFLICT');
    expect(polish.errors![0]!.message).toBe(
      'Pacjent nie ma adresu e-mail, więc nie można wysłać mu linku do umówienia wizyty.',
    );
    const english = await sendLink(
      t,
      { options: { ...ground.registrar.options, lang: 'en' } },
      referalId,
    );
    expect(english.errors![0]!.message).toBe(
      'The patient has no e-mail address, so no appointment booking link can be sent.',
    );
  });

  it('refuses a completed referral', async () => {
    const { referalId } = await referalFor(undefined, { completed: true });
    const response = await sendLink(t, ground.registrar, referalId);
    expect(errorCode(response)).toBe('CONFLICT');
    expect(response.errors![0]!.message).toMatch(/zrealizowane/);
  });

  it(`sends at most ${SCHEDULING_LINKS_PER_ADDRESS_PER_HOUR} links an hour to one address`, async () => {
    const shared = `rodzina-${process.pid}@example.com`;
    // Two patients sharing a mailbox (a family): the limit is the mailbox's.
    const first = await referalFor(shared);
    const second = await referalFor(shared);
    const outcomes: (string | undefined)[] = [];
    for (let i = 0; i < SCHEDULING_LINKS_PER_ADDRESS_PER_HOUR + 1; i++) {
      const referalId = i % 2 === 0 ? first.referalId : second.referalId;
      outcomes.push(errorCode(await sendLink(t, ground.registrar, referalId)));
    }
    expect(outcomes.slice(0, -1)).toEqual(
      Array<undefined>(SCHEDULING_LINKS_PER_ADDRESS_PER_HOUR).fill(undefined),
    );
    expect(outcomes.at(-1)).toBe('TOO_MANY_ATTEMPTS');
    const refused = await sendLink(t, ground.registrar, first.referalId);
    expect(refused.errors![0]!.message).toBe(
      `Na ten adres e-mail wysłano już ${SCHEDULING_LINKS_PER_ADDRESS_PER_HOUR} linków w ciągu ostatniej godziny. Spróbuj ponownie później.`,
    );
    const mailed = await t.database.db
      .select({ id: mails.id })
      .from(mails)
      .where(eq(mails.recipient, shared))
      .orderBy(desc(mails.id));
    expect(mailed).toHaveLength(SCHEDULING_LINKS_PER_ADDRESS_PER_HOUR);
  });

  it('is refused to a caller without the permission', async () => {
    const { referalId } = await referalFor();
    const office = await buildDoctor(t, { role: 'DentalOffice' });
    expect(errorCode(await sendLink(t, office, referalId))).toBe('FORBIDDEN');
  });
});
