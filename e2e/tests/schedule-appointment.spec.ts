import { apiSession } from '../support/api.js';
import { signIn } from '../support/auth.js';
import { calendarPage, futureWeekday, openCalendar } from '../support/calendar.js';
import { withDatabase } from '../support/database.js';
import { expect, test } from '../support/fixtures.js';
import { addPatientsViaApi, buildPatient, listName } from '../support/patients.js';
import { mailedLink, PHONE, PHONE_CONTEXT, selectStartingWith } from '../support/scheduling.js';
import { screenshot } from '../support/screenshots.js';

/**
 * Scheduling by link (issue 17 §2; spec part 1 §2 /schedule-appointment): the desk mails a
 * referral's patient a link; the patient, on a phone and without an account, opens it from the
 * mail, picks a branch, a day and a time and books; the registrar's open calendar shows the
 * appointment at once, marked as booked by the patient. The link then no longer works.
 */

const STUDY = 'Pantomogram'; // Pantomograf 10 min (demo master data)
const BRANCH = 'Warszawa Mokotów';

const SEND_LINK = `mutation ($referralId: ID!) {
  sendReferralSchedulingLink(referralId: $referralId) { sentTo expiresAt }
}`;

/**
 * A referral of the demo doctor for `patientId` and STUDY, as the referral form saves it. Rows,
 * not the form: the referrals page is another test's subject, this one starts from its result.
 */
async function insertReferral(patientId: string): Promise<string> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `insert into referals (patient_id, issuer_id, media_types)
       select $1, d.id, array['Online'] from doctors d join users u on u.id = d.user_id
       where u.login = 'doctor@example.com'
       returning id`,
      [Number(patientId)],
    );
    const id = rows[0]!.id;
    await db.query(
      `insert into referal_study_types (referal_id, study_type_id, position)
       select $1, id, 0 from study_types where name = $2`,
      [id, STUDY],
    );
    return String(id);
  });
}

test('a patient books from the mailed link on a phone; the registrar sees it live', async ({
  page,
  browser,
  newBrowserPage,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const date = futureWeekday(7, 4);
  const patient = buildPatient({ firstName: 'Zuzanna' });
  const [patientId] = await addPatientsViaApi(await apiSession(request, 'Technician'), [patient]);
  const referralId = await insertReferral(patientId!);

  // The registrar keeps the day's calendar open.
  await signIn(page, 'Registration');
  await openCalendar(page, date, BRANCH);
  const calendar = calendarPage(page);

  // The desk sends the link ('Link do umówienia wizyty wysłany do pacjenta.').
  const desk = await apiSession(request, 'Registration');
  const { sendReferralSchedulingLink: sent } = await desk.call<{
    sendReferralSchedulingLink: { sentTo: string; expiresAt: string };
  }>(SEND_LINK, { referralId });
  expect(sent.sentTo).toBe(`p***@example.com`);

  // The patient opens it on a phone.
  const link = await mailedLink(browser, patient.email);
  const phone = await newBrowserPage(PHONE_CONTEXT);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Umów wizytę', level: 1 })).toBeVisible();
  await expect(phone.getByText(patient.email)).toBeVisible();
  await expect(phone.getByRole('definition').filter({ hasText: STUDY })).toBeVisible();
  await expect(
    phone.getByText(/^Link jest ważny do \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\.$/),
  ).toBeVisible();
  await expect(phone.getByLabel('Typ badania')).toHaveValue(/\d+/);
  // Nothing of the page sticks out of a 390 px screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await screenshot(phone, testInfo, 'schedule-appointment-phone');

  await selectStartingWith(phone, 'Filia', BRANCH);
  await phone.getByLabel('Data wizyty').fill(date);
  const slots = phone.getByRole('group', { name: 'Wolne terminy' });
  await expect(slots.getByRole('button', { name: '10:00' })).toBeVisible();
  // Changing the day clears the slots; back to the day, they are read again.
  await slots.getByRole('button', { name: '10:00' }).click();
  await expect(slots.getByRole('button', { name: '10:00' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await phone.getByLabel('Data wizyty').fill(futureWeekday(7, 5));
  await expect(slots.getByRole('button', { name: '10:00' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await phone.getByLabel('Data wizyty').fill(date);
  await slots.getByRole('button', { name: '10:00' }).click();
  await screenshot(phone, testInfo, 'schedule-appointment-phone-slot');

  await phone.getByRole('button', { name: 'Potwierdź wizytę' }).click();
  const success = phone.getByRole('heading', { name: 'Wizyta została umówiona' });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  await expect(phone.getByRole('button', { name: 'Potwierdź wizytę' })).toHaveCount(0);
  await expect(phone.getByText(new RegExp(`^${STUDY}: .+, 10:00, ${BRANCH}\\.$`))).toBeVisible();
  await screenshot(phone, testInfo, 'schedule-appointment-phone-booked');

  // The registrar's calendar shows it without a reload, marked as the patient's own booking.
  await expect(
    calendar.grid.getByRole('gridcell', {
      name: new RegExp(`, 10:00, zajęty: ${listName(patient)}.*Wizyta umówiona przez pacjenta`),
    }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'schedule-appointment-calendar');

  // The link was for one booking.
  await phone.goto(link);
  await expect(phone.getByRole('alert')).toHaveText(
    'Ten link został już wykorzystany do umówienia wizyty. Poproś placówkę o nowy link, jeśli chcesz umówić kolejną wizytę.',
  );
});

test('a link without a token, or with a wrong one, says so', async ({ newBrowserPage }) => {
  const phone = await newBrowserPage(PHONE_CONTEXT);
  await phone.goto('/schedule-appointment');
  await expect(phone.getByRole('alert')).toHaveText(
    'Link do umówienia wizyty jest nieprawidłowy lub wygasł.',
  );
  await phone.goto(`/schedule-appointment?token=${'x'.repeat(43)}&lang=en`);
  await expect(phone.getByRole('heading', { name: 'Book an appointment', level: 1 })).toBeVisible();
  await expect(phone.getByRole('alert')).toHaveText('The appointment booking link is not valid.');
});
