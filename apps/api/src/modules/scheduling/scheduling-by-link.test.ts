import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, branches, mails, schedulingLinks } from '../../db/schema/index.js';
import { at, calendarCaller } from '../../test/calendar.js';
import { errorCode, graphql, type GraphQLResponse } from '../../test/graphql.js';
import {
  buildReferal,
  buildSchedulingGround,
  expireLinks,
  mailedToken,
  patientWithLink,
  SCHEDULE,
  SCHEDULING_DATA,
  SLOTS,
  type SchedulingData,
  type SchedulingGround,
} from '../../test/scheduling.js';
import { eventually, portOf, subscribe } from '../../test/subscriptions.js';
import { buildBranch } from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The public side of scheduling by link (issue 17 §2): the token is the only credential — reused,
 * expired, tampered with or unknown ones are refused, each with its code — and a booking is the
 * patient's appointment on the calendar, live for the registrar.
 */

let t: TestApp;
let ground: SchedulingGround;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ground = await buildSchedulingGround(t);
});
afterAll(() => t.close());

type Slot = { startTime: string; endTime: string; deviceId: string };

const dataOf = (token: string, lang?: string) =>
  graphql<{ getSchedulingDataByToken: SchedulingData }>(t.app, SCHEDULING_DATA, {
    variables: { token },
    ...(lang ? { lang } : {}),
  });

const slotsOf = (token: string, variables: Record<string, unknown> = {}) =>
  graphql<{ getAvailableAppointmentSlotsByToken: Slot[] }>(t.app, SLOTS, {
    variables: {
      token,
      branchId: ground.branch.id,
      date: '2030-01-08',
      studyTypeId: ground.pantomogram.id,
      ...variables,
    },
  });

/** Books the pantomograph at `start` (a pantomogram takes 15 minutes there). */
const book = (token: string, start: string, lang?: string) =>
  graphql<{ scheduleAppointmentFromLink: Record<string, unknown> }>(t.app, SCHEDULE, {
    variables: {
      token,
      branchId: ground.branch.id,
      studyTypeId: ground.pantomogram.id,
      deviceId: ground.pan.id,
      startTime: start,
      endTime: new Date(new Date(start).getTime() + 15 * 60_000).toISOString(),
    },
    ...(lang ? { lang } : {}),
  });

const refusal = (response: GraphQLResponse) => ({
  code: errorCode(response),
  message: response.errors?.[0]?.message,
});

describe('getSchedulingDataByToken', () => {
  it("shows the patient, the referral's study types and the branches that perform them", async () => {
    const elsewhere = await buildBranch(t.database.db);
    const { patient, token } = await patientWithLink(t, ground, [
      ground.cbctScan.id,
      ground.pantomogram.id,
    ]);
    const response = await dataOf(token);
    const data = response.data!.getSchedulingDataByToken;
    expect(data.patient).toEqual({
      firstName: 'Zofia',
      lastName: expect.stringMatching(/^Test \d+$/) as string,
      email: patient.email,
    });
    expect(data.studyTypes).toEqual([
      { id: String(ground.cbctScan.id), name: ground.cbctScan.name },
      { id: String(ground.pantomogram.id), name: ground.pantomogram.name },
    ]);
    expect(data.studyType).toEqual(data.studyTypes[0]);
    const branch = data.branches.find(({ id }) => id === String(ground.branch.id));
    expect(branch?.studyTypeIds.sort()).toEqual(
      [String(ground.cbctScan.id), String(ground.pantomogram.id)].sort(),
    );
    // A branch without a device for them is not offered.
    expect(data.branches.map(({ id }) => id)).not.toContain(String(elsewhere.id));
    expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('leaves out a partner branch', async () => {
    const { token } = await patientWithLink(t, ground);
    await t.database.db
      .update(branches)
      .set({ ownBranch: false })
      .where(eq(branches.id, ground.branch.id));
    try {
      const data = (await dataOf(token)).data!.getSchedulingDataByToken;
      expect(data.branches.map(({ id }) => id)).not.toContain(String(ground.branch.id));
    } finally {
      await t.database.db
        .update(branches)
        .set({ ownBranch: true })
        .where(eq(branches.id, ground.branch.id));
    }
  });

  it('refuses an unknown, a tampered and a malformed token as invalid', async () => {
    const { token } = await patientWithLink(t, ground);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of ['A'.repeat(43), tampered, token.slice(0, 20), `${token}=`]) {
      expect(refusal(await dataOf(wrong))).toEqual({
        code: 'LINK_INVALID',
        message: 'Link do umówienia wizyty jest nieprawidłowy.',
      });
    }
    // The real one still works.
    expect((await dataOf(token)).errors).toBeUndefined();
  });

  it('refuses an expired token, in the language asked for', async () => {
    const { referalId, token } = await patientWithLink(t, ground);
    await expireLinks(t, referalId);
    expect(refusal(await dataOf(token))).toEqual({
      code: 'LINK_EXPIRED',
      message: 'Link do umówienia wizyty wygasł. Poproś placówkę o przesłanie nowego linku.',
    });
    expect(refusal(await dataOf(token, 'en')).message).toBe(
      'The appointment booking link has expired. Ask the clinic to send you a new link.',
    );
    expect(refusal(await slotsOf(token)).code).toBe('LINK_EXPIRED');
    expect(refusal(await book(token, at(9, 0, 1))).code).toBe('LINK_EXPIRED');
  });
});

describe('getAvailableAppointmentSlotsByToken', () => {
  it("offers the calendar's free slots of the day for the link's study type", async () => {
    const { token } = await patientWithLink(t, ground);
    const slots = (await slotsOf(token)).data!.getAvailableAppointmentSlotsByToken;
    // Tuesday 08:00–20:00 in quarter hours on both devices able to take a pantomogram.
    expect(slots).toHaveLength(48 * 2);
    expect(slots[0]).toEqual({
      startTime: at(8, 0, 1),
      endTime: at(8, 15, 1),
      deviceId: String(ground.cbct.id),
    });
  });

  it('offers nothing for a past day', async () => {
    const { token } = await patientWithLink(t, ground);
    const response = await slotsOf(token, { date: '2020-01-07' });
    expect(response.data!.getAvailableAppointmentSlotsByToken).toEqual([]);
  });

  it("refuses a study type that is not the link's and a branch that does not perform it", async () => {
    const { token } = await patientWithLink(t, ground);
    expect(refusal(await slotsOf(token, { studyTypeId: ground.cbctScan.id }))).toEqual({
      code: 'CONFLICT',
      message: 'Tego badania nie można umówić z tego linku.',
    });
    const empty = await buildBranch(t.database.db);
    expect(refusal(await slotsOf(token, { branchId: empty.id }))).toEqual({
      code: 'CONFLICT',
      message: 'W tej filii nie można umówić wybranego badania.',
    });
  });
});

describe('scheduleAppointmentFromLink', () => {
  it("books the patient's appointment, spends the link and confirms by mail", async () => {
    const { patient, referalId, token } = await patientWithLink(t, ground);
    const start = at(10, 0, 2);
    const response = await book(token, start, 'en');
    expect(response.data!.scheduleAppointmentFromLink).toEqual({
      startTime: start,
      endTime: at(10, 15, 2),
      branchName: ground.branch.name,
      branchAddress: null,
      studyTypeName: ground.pantomogram.name,
    });

    const [appointment] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.referalId, referalId));
    expect(appointment).toMatchObject({
      kind: 'appointment',
      patientId: patient.id,
      studyTypeId: ground.pantomogram.id,
      deviceId: ground.pan.id,
      branchId: ground.branch.id,
      createdByPatient: true,
      createdById: null,
      referalId,
    });
    const [link] = await t.database.db
      .select()
      .from(schedulingLinks)
      .where(eq(schedulingLinks.referalId, referalId));
    expect(link!.usedAt).not.toBeNull();

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'appointment'), eq(auditLog.entityId, String(appointment!.id))),
      );
    expect(audit).toMatchObject({ action: 'appointment.create', outcome: 'success' });
    expect(audit!.details).toMatchObject({ via: 'schedulingLink', referalId });

    const [mail] = await t.database.db
      .select()
      .from(mails)
      .where(eq(mails.dedupeKey, `appointment-booked:${appointment!.id}`));
    expect(mail).toMatchObject({ recipient: patient.email, lang: 'en' });
    expect(mail!.subject).toBe('Your appointment is booked');
    expect(mail!.text).toContain('Wednesday, 09/01/2030, 10:00');
    expect(mail!.text).toContain(ground.branch.name);
  });

  it('refuses a second booking with the same link', async () => {
    const { token } = await patientWithLink(t, ground);
    expect((await book(token, at(11, 0, 2))).errors).toBeUndefined();
    const used = {
      code: 'LINK_USED',
      message:
        'Ten link został już wykorzystany do umówienia wizyty. Poproś placówkę o nowy link, jeśli chcesz umówić kolejną wizytę.',
    };
    expect(refusal(await book(token, at(11, 30, 2)))).toEqual(used);
    expect(refusal(await dataOf(token))).toEqual(used);
    expect(refusal(await slotsOf(token))).toEqual(used);
  });

  it('no longer offers a booked slot, and refuses it to the next patient', async () => {
    const first = await patientWithLink(t, ground);
    const second = await patientWithLink(t, ground);
    expect((await book(first.token, at(12, 0, 1))).errors).toBeUndefined();
    const slots = (await slotsOf(second.token)).data!.getAvailableAppointmentSlotsByToken;
    expect(slots).not.toContainEqual(
      expect.objectContaining({ startTime: at(12, 0, 1), deviceId: String(ground.pan.id) }),
    );
    expect(refusal(await book(second.token, at(12, 0, 1)))).toEqual({
      code: 'CONFLICT',
      message: 'Wybrany termin nie jest już wolny. Wybierz inny z odświeżonej listy terminów.',
    });
    // The refused patient's link still works.
    expect((await book(second.token, at(12, 15, 1))).errors).toBeUndefined();
  });

  it('refuses a slot the page could not have offered: past, before opening, off the grid', async () => {
    const { token } = await patientWithLink(t, ground);
    for (const start of [
      new Date(Date.now() - 3_600_000).toISOString(),
      at(7, 0, 1),
      at(13, 5, 1),
    ]) {
      expect(refusal(await book(token, start)).code).toBe('CONFLICT');
    }
    expect((await dataOf(token)).errors).toBeUndefined();
  });

  it('leaves the study type out of the link once it is booked for the referral', async () => {
    const patient = await patientWithLink(t, ground, [ground.pantomogram.id, ground.cbctScan.id]);
    expect((await book(patient.token, at(14, 0, 2))).errors).toBeUndefined();
    // The desk sends a new link for the same referral: only the other type is left.
    const again = await graphql(
      t.app,
      'mutation($id: ID!) { sendReferralSchedulingLink(referralId: $id) { sentTo } }',
      { ...ground.registrar.options, variables: { id: patient.referalId } },
    );
    expect(again.errors).toBeUndefined();
    const token = await mailedToken(t, patient.patient.email!);
    const data = (await dataOf(token)).data!.getSchedulingDataByToken;
    expect(data.studyTypes.map(({ id }) => id)).toEqual([String(ground.cbctScan.id)]);
  });

  it("tells the branch's open calendars at once, marked as the patient's", async () => {
    type Added = { appointmentAdded: { id: string; createdByPatient: boolean } };
    const registrar = await calendarCaller(t, 'Registration', [ground.branch.id]);
    const calendar = subscribe<Added>(
      portOf(t.app),
      'subscription { appointmentAdded { id createdByPatient } }',
      { token: registrar.options.token, role: 'Registration' },
    );
    let minute = 0;
    try {
      await eventually(() => calendar.events.length > 0, 'the patient’s booking', {
        // Subscribing is not acknowledged: book again (a new patient, the next slot) until heard.
        poke: async () => {
          const { token } = await patientWithLink(t, ground);
          minute += 15;
          const response = await book(token, at(15, minute % 60, 3 + Math.floor(minute / 60)));
          if (response.errors) throw new Error(JSON.stringify(response.errors));
        },
      });
      expect(calendar.events[0]!.appointmentAdded.createdByPatient).toBe(true);
    } finally {
      await calendar.dispose();
    }
  });
});

describe('the public calls’ limit per address', () => {
  it('makes an address that keeps sending wrong tokens wait', async () => {
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: '203.0.113.7',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: SCHEDULING_DATA, variables: { token: 'x'.repeat(43) } }),
      });
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const body = (await call()).json<{ errors: { extensions: { code: string } }[] }>();
      codes.push(body.errors[0]!.extensions.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array<string>(10).fill('LINK_INVALID'));
    expect(codes[10]).toBe('TOO_MANY_ATTEMPTS');
    // Another address is not held up by it.
    const { token } = await patientWithLink(t, ground);
    expect((await dataOf(token)).errors).toBeUndefined();
  });

  it('keeps the referral out of reach of a token of another referral', async () => {
    const mine = await patientWithLink(t, ground);
    const other = await buildReferal(t, {
      patientId: mine.patient.id,
      issuerId: ground.doctor.id,
      studyTypeIds: [ground.cbctScan.id],
    });
    expect(other).not.toBe(mine.referalId);
    // The link books only its own referral's study type.
    expect(refusal(await slotsOf(mine.token, { studyTypeId: ground.cbctScan.id })).code).toBe(
      'CONFLICT',
    );
  });
});
