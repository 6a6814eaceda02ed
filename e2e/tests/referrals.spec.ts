import {
  acceptTermsIfAsked,
  pageHeading,
  signIn,
  submitCredentials,
  toasts,
} from '../support/auth.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { pickOption } from '../support/calendar.js';
import { expect, test } from '../support/fixtures.js';
import { buildPatient, dateSections, listName } from '../support/patients.js';
import {
  DEMO_DOCTOR,
  doctorWithoutStamp,
  referralForm,
  referralList,
  referralsOfDemoDoctor,
  setOwnStamp,
} from '../support/referrals.js';
import { DEMO_PASSWORD } from '../support/roles.js';
import { screenshot } from '../support/screenshots.js';

/**
 * Referrals (issue 17 §1; spec part 2 §2, §4, §5, §6): a doctor issues one for a new patient, the
 * desk finds it by its issuer, the clinic completes one; a doctor without a stamp cannot issue,
 * and a dental office has no referrals at all.
 */

test('a doctor with a stamp issues a referral for a new patient and finds it in their list', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const patient = buildPatient({ gender: 'Male' });
  await signIn(page, 'Doctor');
  await page.goto('/referals');
  await expect(pageHeading(page, 'Skierowania')).toBeVisible();
  const list = referralList(page);
  // The list is the doctor's own: no issuer column.
  await expect(list.headers.first()).toBeVisible();
  await expect(list.headers).not.toContainText(['Lekarz kierujący']);
  await list.add.click();

  await expect(page).toHaveURL('/referals/add');
  await expect(pageHeading(page, 'Nowe skierowanie')).toBeVisible();
  await expect(page.getByText(`Skierowanie wystawia: ${DEMO_DOCTOR}`)).toBeVisible();
  const form = referralForm(page);
  await form.newPatient.check();
  await form.firstName.fill(patient.firstName);
  await form.lastName.fill(patient.lastName);
  await form.pesel.fill(patient.pesel);
  await form.pesel.blur();
  // The PESEL fills birth date and gender (spec part 2 §5).
  await expect(form.birthDateSections).toHaveText(dateSections(patient.birthDate));
  await expect(form.male).toBeChecked();
  await form.email.fill(patient.email);
  await form.studyType('Pantomogram').check();
  await form.subType('Pantomogram', 'Dorosły').check();
  // Online is always chosen; the Pendrive shows its price from the app config.
  await expect(form.media('Portal lekarza')).toBeChecked();
  await expect(form.media('Portal lekarza')).toBeDisabled();
  await form.media(/^Pendrive \(\+\d+ PLN\)$/).check();
  await form.requestDescription.check();
  await form.purpose.fill('Kontrola po ekstrakcji');
  await expectNoAxeViolations(page, 'main');
  await screenshot(page, testInfo, 'referral-form');
  await form.submit.click();

  await expect(toasts(page, 'Skierowanie utworzone pomyślnie!')).toBeVisible();
  await expect(page).toHaveURL(/\/referals\/view\/\d+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: listName(patient) })).toBeVisible();
  await expect(main.getByText('Pantomogram')).toBeVisible();
  await expect(main.getByText('(Dorosły)')).toBeVisible();
  await expect(main.getByText('Kontrola po ekstrakcji')).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await screenshot(page, testInfo, 'referral-view');

  await page.goto('/referals');
  const row = list.row(listName(patient));
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: 'Niezrealizowane' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Prośba o opis' })).toBeVisible();
  await expect(list.headers).not.toContainText(['Lekarz kierujący']);
  await screenshot(page, testInfo, 'referrals-list-doctor');
});

test('the desk finds a referral by its issuer and a technician completes another', async ({
  page,
  newBrowserPage,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const [first, second] = await referralsOfDemoDoctor(request, 2);

  // Registration picks issuers (spec part 2 §6): it filters by one and opens a referral.
  await signIn(page, 'Registration');
  await page.goto('/referals');
  const list = referralList(page);
  await expect(list.headers).toContainText(['Lekarz kierujący']);
  await pickOption(page, list.issuer, 'Kowalczyk', DEMO_DOCTOR);
  await expect(page).toHaveURL(/[?&]issuer=\d+/);
  const row = list.row(listName(first!.patient));
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: DEMO_DOCTOR })).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await screenshot(page, testInfo, 'referrals-list-desk');
  // The filter stays with the address.
  await page.reload();
  await expect(list.row(listName(first!.patient))).toBeVisible();
  await expect(list.issuer).toHaveValue(DEMO_DOCTOR);
  await row.getByRole('button', { name: `Pokaż skierowanie: ${listName(first!.patient)}` }).click();
  await expect(page).toHaveURL(`/referals/view/${first!.id}`);
  await expect(pageHeading(page, 'Skierowanie')).toBeVisible();
  // The desk creates studies from referrals; completing is Admin's and the technician's.
  await expect(page.getByRole('link', { name: 'Wystaw badanie' })).toHaveAttribute(
    'href',
    `/studies/add?referalId=${first!.id}`,
  );
  await expect(page.getByRole('button', { name: 'Zrealizuj' })).toHaveCount(0);

  const technician = await newBrowserPage();
  await signIn(technician, 'Technician');
  await technician.goto('/referals');
  const theirs = referralList(technician);
  await pickOption(technician, theirs.patient, second!.patient.lastName, listName(second!.patient));
  const name = listName(second!.patient);
  const secondRow = theirs.row(name);
  await secondRow.getByRole('button', { name: `Zrealizuj skierowanie: ${name}` }).click();
  const dialog = technician.getByRole('dialog', { name: 'Zrealizować skierowanie?' });
  await dialog.getByRole('button', { name: 'Zrealizuj' }).click();
  await expect(toasts(technician, 'Skierowanie zostało zrealizowane.')).toBeVisible();
  await expect(secondRow.getByRole('img', { name: 'Zrealizowane' })).toBeVisible();
  await expect(secondRow.getByRole('button', { name: /^Zrealizuj/ })).toHaveCount(0);
});

test('a doctor without a stamp sees why the form is locked, and issues once it is set', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const doctor = await doctorWithoutStamp();
  await page.goto('/login');
  await submitCredentials(page, doctor.login, DEMO_PASSWORD);
  await acceptTermsIfAsked(page);
  await page.goto('/referals/add');

  const form = referralForm(page);
  await expect(form.banner).toContainText('Najpierw ustaw pieczątkę na stronie profilu.');
  await expect(form.banner.getByRole('link', { name: 'Przejdź do profilu' })).toHaveAttribute(
    'href',
    '/profile',
  );
  await expect(form.studyType('Pantomogram')).toBeDisabled();
  await expect(form.purpose).toBeDisabled();
  await expect(form.submit).toBeDisabled();
  await expectNoAxeViolations(page, 'main');
  await screenshot(page, testInfo, 'referral-form-no-stamp');

  await setOwnStamp(request, doctor.login);
  await page.reload();
  await expect(page.getByText(`Skierowanie wystawia: ${doctor.name}`)).toBeVisible();
  await expect(form.banner).toHaveCount(0);
  await expect(form.studyType('Pantomogram')).toBeEnabled();
  await expect(form.submit).toBeEnabled();
});

test('a dental office has no referrals', async ({ page }) => {
  await signIn(page, 'DentalOffice');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Skierowania' })).toHaveCount(
    0,
  );
  await page.goto('/referals');
  await expect(pageHeading(page, 'Brak dostępu')).toBeVisible();
});
