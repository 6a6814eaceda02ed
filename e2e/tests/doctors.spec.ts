import type { Page } from '@playwright/test';
import { apiSession } from '../support/api.js';
import {
  acceptTermsIfAsked,
  logoutButton,
  pageHeading,
  signIn,
  submitCredentials,
  toasts,
} from '../support/auth.js';
import { DISPLAY_NAMES } from '../support/demo-people.js';
import {
  addDoctorsViaApi,
  buildDoctor,
  doctorList,
  doctorListName,
  fieldValue,
} from '../support/doctors.js';
import { expect, test } from '../support/fixtures.js';
import { buildPatient } from '../support/patients.js';
import { mailedLink, PHONE, type MailedLinkKind } from '../support/scheduling.js';
import { screenshot } from '../support/screenshots.js';
import { performedStudy } from '../support/studies.js';
import { uniqueTag } from '../support/unique.js';

/**
 * Doctors and facilities (issue 20): a Manager adds a doctor without an account, sees the
 * statistics of the studies the doctor led and writes a comment; an Admin gives the doctor a
 * login, and the doctor sets a password from the mail and signs in.
 */

/** A doctor without an account gets one with a login: the set-password mail of a new account. */
const INVITATION_MAIL: MailedLinkKind = {
  text: 'Twoje konto w Portalu RTG',
  path: '/reset-password',
};
const NEW_PASSWORD = 'Pieczatka-Nowa-9';

/** The view page's tab `name`, opened, and its panel. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name });
}

/** The id in /doctors/view/{id}. */
function viewedId(page: Page): string {
  return /\/doctors\/view\/(\d+)/.exec(page.url())![1]!;
}

test('a Manager adds a doctor without an account, sees the statistics and writes a comment', async ({
  page,
  request,
  axe,
}, testInfo) => {
  test.setTimeout(90_000);
  const doctor = buildDoctor();
  const name = doctorListName(doctor);

  await signIn(page, 'Manager');
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Lekarze' })
    .click();
  await expect(page).toHaveURL('/doctors');
  await expect(pageHeading(page, 'Lekarze')).toBeVisible();
  const list = doctorList(page);
  await expect(list.table).toHaveAttribute('aria-busy', 'false');
  await expect(list.rows.first()).toBeVisible();
  await screenshot(page, testInfo, 'doctors-list');

  await page.getByRole('button', { name: 'Dodaj lekarza' }).click();
  await expect(page).toHaveURL('/doctors/add');
  const dialog = page.getByRole('dialog', { name: 'Dodaj lekarza lub gabinet' });
  await expect(dialog.getByRole('button', { name: 'Lekarz', pressed: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Numer PWZ' }).fill(doctor.licenseNumber);
  await dialog.getByRole('textbox', { name: 'Imię' }).fill(doctor.firstName);
  await dialog.getByRole('textbox', { name: 'Nazwisko' }).fill(doctor.lastName);
  const phones = dialog.getByRole('textbox', { name: 'Numery telefonów' });
  await phones.fill(doctor.phone);
  await phones.press('Enter');
  await expect(dialog.getByRole('button', { name: `Kopiuj ${doctor.phone}` })).toBeVisible();
  await axe.check(page, 'the add dialog, filled');
  await screenshot(page, testInfo, 'doctor-add-dialog');
  await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();

  await expect(page).toHaveURL(/\/doctors\/view\/\d+$/);
  await expect(pageHeading(page, name)).toBeVisible();
  await expect(page.getByRole('main').getByText(`PWZ ${doctor.licenseNumber}`)).toBeVisible();
  await expect(page.getByRole('main').getByText('Brak użytkownika')).toBeVisible();
  const info = page.getByRole('tabpanel', { name: 'Informacje' });
  await expect(info.getByRole('region', { name: 'Dane kontaktowe' })).toContainText(doctor.phone);
  await screenshot(page, testInfo, 'doctor-view-info');
  const id = viewedId(page);

  // Two studies the doctor led, as the technician adds them; one charged 123,60 + 100,00 zł.
  const charged = await performedStudy(request, buildPatient(), { leadingDoctorId: id });
  await performedStudy(request, buildPatient(), { leadingDoctorId: id });
  await charged.api.call(
    'mutation ($id: ID!, $p: [StudyPaymentInput!]!, $v: Int!) { updateStudyPayments(id: $id, payments: $p, version: $v) { id } }',
    {
      id: charged.id,
      v: charged.version,
      p: [
        { method: 'Gotówka', type: 'Study', value: '123.60' },
        { method: 'Gotówka', type: 'Description', value: '100.00' },
      ],
    },
  );

  const stats = await openTab(page, 'Statystyki');
  await expect(page).toHaveURL(new RegExp(`/doctors/view/${id}\\?tab=stats$`));
  const summary = stats.getByRole('region', { name: 'Statystyki lekarza' });
  await expect(fieldValue(summary, 'Liczba badań')).toHaveText('2');
  // 223,60 zł in whole złote (spec part 2 §9).
  await expect(fieldValue(summary, 'Wartość badań')).toHaveText(/^224\szł$/);
  await expect(
    stats.getByRole('table', { name: 'Aktywność w ostatnich dniach' }).getByRole('row', {
      name: /^Badania 2D/,
    }),
  ).toBeVisible();
  await axe.check(page, 'the stats tab');
  await screenshot(page, testInfo, 'doctor-view-stats');

  const comments = await openTab(page, 'Komentarze');
  await expect(comments.getByRole('status')).toHaveText('Brak komentarzy.');
  const form = comments.getByRole('form', { name: 'Nowy komentarz' });
  await form.getByRole('textbox', { name: 'Tytuł' }).fill('Współpraca');
  await form
    .getByRole('textbox', { name: 'Treść' })
    .fill('Kieruje głównie zdjęcia pantomograficzne.');
  await form.getByRole('button', { name: 'Wyślij' }).click();
  await expect(toasts(page, 'Komentarz został dodany')).toBeVisible();
  const commentList = comments.getByRole('list', { name: 'Komentarze o lekarzu' });
  const comment = commentList.getByRole('listitem').filter({ hasText: 'Współpraca' });
  await expect(comment).toContainText('Kieruje głównie zdjęcia pantomograficzne.');
  // The author as the comments name people: last name first.
  const [first, last] = DISPLAY_NAMES.Manager.split(' ');
  await expect(comment).toContainText(`Autor: ${last} ${first}`);
  await expect(form.getByRole('textbox', { name: 'Treść' })).toHaveValue('');

  await comment.getByRole('button', { name: 'Edytuj komentarz' }).click();
  // In place of the comment: its title and content in the fields.
  const editing = commentList.getByRole('form', { name: 'Edycja komentarza' });
  await expect(editing.getByRole('textbox', { name: 'Tytuł' })).toHaveValue('Współpraca');
  await editing
    .getByRole('textbox', { name: 'Treść' })
    .fill('Kieruje głównie zdjęcia pantomograficzne i CBCT.');
  await editing.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toasts(page, 'Komentarz został zapisany')).toBeVisible();
  await expect(editing).toHaveCount(0);
  await expect(comment).toContainText('Kieruje głównie zdjęcia pantomograficzne i CBCT.');
  await expect(comment).toContainText('edytowano');
  await axe.check(page, 'the comments tab');
  await screenshot(page, testInfo, 'doctor-view-comments');

  // The delete dialog, looked at and cancelled: the doctor stays.
  await page.getByRole('button', { name: 'Działania' }).click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  const remove = page.getByRole('dialog', { name: 'Usunąć lekarza?' });
  await expect(remove).toContainText(name);
  await expect(remove.getByRole('combobox', { name: 'Przenieś badania do lekarza' })).toBeVisible();
  await axe.check(page, 'the delete dialog');
  await screenshot(page, testInfo, 'doctor-delete-dialog');
  await remove.getByRole('button', { name: 'Anuluj' }).click();
  await expect(remove).toBeHidden();

  await page.getByRole('main').getByRole('link', { name: 'Edytuj' }).click();
  await expect(page).toHaveURL(`/doctors/edit/${id}`);
  await expect(page.getByRole('textbox', { name: 'Nazwisko' })).toHaveValue(doctor.lastName);
  await screenshot(page, testInfo, 'doctor-edit');
});

test('an Admin gives a doctor without an account a login; the doctor sets a password from the mail', async ({
  page,
  request,
  browser,
  newBrowserPage,
}, testInfo) => {
  test.setTimeout(90_000);
  const doctor = buildDoctor();
  const [id] = await addDoctorsViaApi(await apiSession(request, 'Admin'), [doctor]);
  const login = `dr-${uniqueTag().toLowerCase()}@example.com`;

  await signIn(page, 'Admin');
  await page.goto(`/doctors/view/${id}`);
  await expect(pageHeading(page, doctorListName(doctor))).toBeVisible();
  await expect(page.getByRole('main').getByText('Brak użytkownika')).toBeVisible();

  await page.getByRole('button', { name: 'Działania' }).click();
  await page.getByRole('menuitem', { name: 'Zmień login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zmień login' });
  await expect(dialog).toContainText('Nie ma jeszcze konta w portalu');
  await dialog.getByRole('textbox', { name: 'Nowy login (adres e-mail)' }).fill(login);
  await screenshot(page, testInfo, 'doctor-change-login');
  await dialog.getByRole('button', { name: 'Zmień login' }).click();
  await expect(
    toasts(page, `Login został zmieniony. Link aktywacyjny został wysłany na adres ${login}.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const account = page.getByRole('region', { name: 'Konto w portalu' });
  await expect(fieldValue(account, 'Login')).toHaveText(login);
  await expect(page.getByRole('main').getByText('Brak użytkownika')).toHaveCount(0);

  const link = await mailedLink(browser, login, INVITATION_MAIL);
  const doctorPage = await newBrowserPage();
  await doctorPage.goto(link);
  await doctorPage.getByLabel('Nowe hasło').fill(NEW_PASSWORD);
  await doctorPage.getByLabel('Powtórz hasło').fill(NEW_PASSWORD);
  await doctorPage.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(doctorPage.getByRole('status')).toHaveText(
    'Hasło zostało ustawione. Zaloguj się nowym hasłem.',
  );
  await doctorPage.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await submitCredentials(doctorPage, login, NEW_PASSWORD);
  await acceptTermsIfAsked(doctorPage);
  await expect(logoutButton(doctorPage)).toBeVisible();
  await expect(doctorPage).toHaveURL('/patients');
  await expect(doctorPage.getByTestId('logged-in-name')).toHaveText(
    `${doctor.firstName} ${doctor.lastName}`,
  );
});

test('the lists keep their search, page and order across a reload; facilities are listed', async ({
  page,
  request,
}, testInfo) => {
  // 11 namesakes: a search for them has two pages of 10 and 1, ordered by first name.
  const lastName = `Stronicki-${uniqueTag()}`;
  const firstNames = 'Adam Bogdan Cezary Dariusz Emil Feliks Grzegorz Henryk Igor Jan Karol';
  const namesakes = firstNames.split(' ').map((firstName) => buildDoctor({ firstName, lastName }));
  await addDoctorsViaApi(await apiSession(request, 'Manager'), namesakes);

  await signIn(page, 'Technician');
  await page.goto('/doctors');
  const list = doctorList(page);
  await list.searchToggle.click();
  await list.name.fill(lastName);
  await expect(list.displayedRows).toHaveText('1–10 z 11');
  await list.table.getByRole('button', { name: 'Nazwisko i imię' }).click();
  await expect(list.rows.first()).toContainText(doctorListName(namesakes[10]!));
  await list.nextPage.click();
  await expect(list.displayedRows).toHaveText('11–11 z 11');
  await expect(list.link(doctorListName(namesakes[0]!))).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]dir=desc(&|$)/);

  await page.reload();
  await expect(list.name).toHaveValue(lastName);
  await expect(list.displayedRows).toHaveText('11–11 z 11');
  await expect(list.link(doctorListName(namesakes[0]!))).toBeVisible();
  await expect(list.table.getByRole('columnheader', { name: 'Nazwisko i imię' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Gabinety' })
    .click();
  await expect(page).toHaveURL('/facilities');
  await expect(pageHeading(page, 'Gabinety')).toBeVisible();
  const facilities = doctorList(page, 'Gabinety');
  await expect(facilities.link(DISPLAY_NAMES.DentalOffice)).toBeVisible();
  await screenshot(page, testInfo, 'facilities-list');
  await facilities.link(DISPLAY_NAMES.DentalOffice).click();
  await expect(pageHeading(page, DISPLAY_NAMES.DentalOffice)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lista gabinetów' })).toBeVisible();
  await screenshot(page, testInfo, 'facility-view');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the list and a doctor’s page fit the screen', async ({ page, request }, testInfo) => {
    const doctor = buildDoctor();
    const [id] = await addDoctorsViaApi(await apiSession(request, 'Manager'), [doctor]);
    await signIn(page, 'Manager');
    await page.goto('/doctors');
    const list = doctorList(page);
    await expect(list.table).toHaveAttribute('aria-busy', 'false');
    await expect(list.rows.first()).toBeVisible();
    await expectNoSideways(page);
    await screenshot(page, testInfo, 'doctors-list-phone');

    await page.goto(`/doctors/view/${id}`);
    await expect(pageHeading(page, doctorListName(doctor))).toBeVisible();
    await expectNoSideways(page);
    await screenshot(page, testInfo, 'doctor-view-phone');
  });
});

/** The page does not scroll sideways: wide content scrolls inside its own box. */
async function expectNoSideways(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}
