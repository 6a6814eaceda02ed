import { readFile } from 'node:fs/promises';
import { pageHeading, signIn, toasts } from '../support/auth.js';
import { calendarPage, futureWeekday, openCalendar, pickOption } from '../support/calendar.js';
import { expect, test } from '../support/fixtures.js';
import { buildPatient, listName } from '../support/patients.js';
import { referralForm } from '../support/referrals.js';
import { mailedLink, PHONE_CONTEXT, selectStartingWith } from '../support/scheduling.js';
import { screenshot } from '../support/screenshots.js';

/**
 * A referral from start to end (issue 17): the doctor issues it for a new patient with the
 * scheduling switch on and prints it; the patient books from the mailed link on a phone; the
 * registrar's open calendar shows the booking, and the registrar issues the study from the
 * referral, which then completes by itself.
 */

const STUDY = 'Pantomogram';
const BRANCH = 'Warszawa Mokotów';

test('doctor issues, patient books by link, registrar sees it live and issues the study', async ({
  page,
  browser,
  newBrowserPage,
}, testInfo) => {
  test.setTimeout(180_000);
  const date = futureWeekday(8, 2);
  const patient = buildPatient({ firstName: 'Halina' });

  // The registrar keeps that day's calendar open.
  await signIn(page, 'Registration');
  await openCalendar(page, date, BRANCH);
  const calendar = calendarPage(page);

  // The doctor issues the referral with the link switch on.
  const doctor = await newBrowserPage();
  await signIn(doctor, 'Doctor');
  await doctor.goto('/referals/add');
  const form = referralForm(doctor);
  await form.newPatient.check();
  await form.firstName.fill(patient.firstName);
  await form.lastName.fill(patient.lastName);
  await form.pesel.fill(patient.pesel);
  await form.pesel.blur();
  await form.email.fill(patient.email);
  await form.studyType(STUDY).check();
  await doctor
    .getByRole('main')
    .getByRole('switch', { name: 'Wyślij pacjentowi link do umówienia wizyty' })
    .check();
  await form.submit.click();
  await expect(toasts(doctor, 'Skierowanie utworzone pomyślnie!')).toBeVisible();
  await expect(doctor).toHaveURL(/\/referals\/view\/\d+$/);
  const referralId = doctor.url().split('/').pop()!;

  // Its print: the PDF named after the patient, with the doctor's stamp image in it.
  const download = doctor.waitForEvent('download');
  await doctor.getByRole('button', { name: 'Drukuj' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^skierowanie-.+\.pdf$/);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('/Subtype /Image');

  // The patient books from the mail on a phone, without an account.
  const phone = await newBrowserPage(PHONE_CONTEXT);
  await phone.goto(await mailedLink(browser, patient.email));
  await expect(phone.getByRole('heading', { name: 'Umów wizytę', level: 1 })).toBeVisible();
  await selectStartingWith(phone, 'Filia', BRANCH);
  await phone.getByLabel('Data wizyty').fill(date);
  await phone
    .getByRole('group', { name: 'Wolne terminy' })
    .getByRole('button', { name: '11:00' })
    .click();
  await phone.getByRole('button', { name: 'Potwierdź wizytę' }).click();
  await expect(phone.getByRole('heading', { name: 'Wizyta została umówiona' })).toBeVisible();

  // The registrar sees it appear, marked as the patient's own booking.
  const booked = calendar.grid.getByRole('gridcell', {
    name: new RegExp(`, 11:00, zajęty: ${listName(patient)}.*Wizyta umówiona przez pacjenta`),
  });
  await expect(booked).toBeVisible();
  await booked.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'referral-journey-calendar');

  // The registrar issues the study from the referral; with its only type issued, it completes.
  await page.goto(`/referals/view/${referralId}`);
  await expect(pageHeading(page, 'Skierowanie')).toBeVisible();
  await page.getByRole('link', { name: 'Wystaw badanie' }).click();
  await expect(page).toHaveURL(`/studies/add?referalId=${referralId}`);
  await expect(page.getByRole('combobox', { name: 'Typ badania' })).toHaveText(STUDY);
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Filia', exact: true }),
    'Mokotów',
    BRANCH,
  );
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page).toHaveURL(/\/studies\/edit\/\d+$/);
  await page.goto(`/referals/view/${referralId}`);
  await expect(page.getByRole('main').getByRole('img', { name: 'Zrealizowane' })).toBeVisible();
  await screenshot(page, testInfo, 'referral-journey-completed');
});
