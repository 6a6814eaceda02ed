import { apiSession } from '../support/api.js';
import { pageHeading, signIn, toasts } from '../support/auth.js';
import { DOCTOR_OWN_PATIENTS } from '../support/demo-people.js';
import { expect, test } from '../support/fixtures.js';
import {
  addPatientsViaApi,
  buildPatient,
  dateSections,
  fillNewPatient,
  fullName,
  listName,
  patientDialog,
  patientList,
} from '../support/patients.js';
import { withWrongCheckDigit } from '../support/pesel.js';
import { uniqueTag } from '../support/unique.js';
import { screenshot } from '../support/screenshots.js';

/**
 * Patient records (issue 4 §1; spec part 1 §2, §5, §6): the list with its search and paging, the
 * add / edit dialog with its validation, deleting, and what a referring doctor may see.
 * Permissions: add Admin and Technician; edit and delete Admin, Registration, Technician.
 */

const NO_MATCHES = 'Nie znaleziono pacjentów spełniających kryteria wyszukiwania.';

test.describe('the list', () => {
  test('finds a patient by name (any case, without Polish letters) and by PESEL', async ({
    page,
    request,
  }) => {
    const patient = buildPatient({ lastName: `Wiśniewska-${uniqueTag()}` });
    await addPatientsViaApi(await apiSession(request, 'Technician'), [patient]);
    await signIn(page, 'Registration');
    await page.goto('/patients');
    const list = patientList(page);
    await expect(list.table).toHaveAttribute('aria-busy', 'false');

    await list.name.fill(patient.lastName.replace('ś', 's').toLowerCase());
    await expect(list.rows).toHaveCount(1);
    await expect(list.link(patient)).toBeVisible();
    await expect(list.rows).toContainText(patient.pesel);
    await expect(list.rows).toContainText(patient.birthDateShown);
    await expect(list.rows).toContainText(patient.email);

    await list.search.getByRole('button', { name: 'Wyczyść filtry' }).click();
    await expect(list.name).toHaveValue('');
    await expect(list.displayedRows).toHaveText(/^1–\d+ z \d{2,}$/);

    await list.pesel.fill(patient.pesel);
    await expect(list.rows).toHaveCount(1);
    await expect(list.link(patient)).toBeVisible();

    // The beginning of a PESEL finds the patient too.
    await list.pesel.fill(patient.pesel.slice(0, 8));
    await expect(list.link(patient)).toBeVisible();

    await list.link(patient).click();
    await expect(page).toHaveURL(/\/patients\/view\/\d+$/);
    await expect(pageHeading(page, listName(patient))).toBeVisible();
  });

  test('a search without a match says so and offers to clear it', async ({ page }) => {
    await signIn(page, 'Technician');
    await page.goto('/patients');
    const list = patientList(page);
    await expect(list.table).toHaveAttribute('aria-busy', 'false');

    await list.name.fill(`Nikt-${uniqueTag()}`);
    await expect(list.empty).toContainText(NO_MATCHES);
    await expect(list.table).toHaveCount(0);

    await list.empty.getByRole('button', { name: 'Wyczyść filtry' }).click();
    await expect(list.name).toHaveValue('');
    await expect(list.empty).toHaveCount(0);
    await expect(list.table).toHaveAttribute('aria-busy', 'false');
    await expect(list.rows.getByRole('link').first()).toBeVisible();
  });

  test('keeps its page after a reload and in a new tab, the search only in its own tab', async ({
    page,
    context,
    request,
  }) => {
    // 17 namesakes: a search for them has two pages, 15 and 2, ordered by first name.
    const lastName = `Stronicka-${uniqueTag()}`;
    const firstNames =
      'Ada Beata Celina Dorota Edyta Felicja Gabriela Halina Irena Jadwiga Klara Lena Marta Nina Olga Paula Renata';
    const namesakes = firstNames
      .split(' ')
      .map((firstName) => buildPatient({ firstName, lastName }));
    await addPatientsViaApi(await apiSession(request, 'Admin'), namesakes);

    await signIn(page, 'Registration');
    await page.goto('/patients');
    const list = patientList(page);
    await list.name.fill(lastName);
    await expect(list.displayedRows).toHaveText('1–15 z 17');
    await expect(list.rows).toHaveCount(15);

    await list.nextPage.click();
    await expect(list.displayedRows).toHaveText('16–17 z 17');
    await expect(list.rows).toHaveCount(2);
    await expect(list.link(namesakes[15]!)).toBeVisible();
    await expect(list.link(namesakes[16]!)).toBeVisible();

    await page.reload();
    await expect(list.name).toHaveValue(lastName);
    await expect(list.displayedRows).toHaveText('16–17 z 17');
    await expect(list.link(namesakes[16]!)).toBeVisible();

    // A new tab of the same browser: the page comes from local storage, the search (kept per
    // session) does not, so it shows the second page of the whole list.
    const other = await context.newPage();
    await other.goto('/patients');
    const otherList = patientList(other);
    await expect(otherList.name).toHaveValue('');
    await expect(otherList.displayedRows).toHaveText(/^16–\d+ z \d+$/);
    await expect(other).toHaveURL(/[?&]page=2(&|$)/);
  });
});

test.describe('adding', () => {
  test('a technician adds a patient: a valid PESEL fills in birth date and gender', async ({
    page,
  }) => {
    const patient = buildPatient({ gender: 'Female', birthDate: '1987-05-23' });
    await signIn(page, 'Technician');
    await page.goto('/patients');
    await page.getByRole('main').getByRole('button', { name: 'Dodaj pacjenta' }).click();
    await expect(page).toHaveURL('/patients/add');

    const form = patientDialog(page, 'Nowy pacjent');
    // Nothing is filled in before the PESEL is known.
    await expect(form.female).not.toBeChecked();
    await expect(form.male).not.toBeChecked();
    await fillNewPatient(page, patient);
    // A woman aged 12 to 55 is asked the pregnancy question.
    const pregnancy = form.dialog.getByRole('checkbox', {
      name: 'Oświadczenie, że pacjentka nie jest w ciąży',
    });
    await expect(pregnancy).toBeVisible();
    await form.dialog
      .getByRole('checkbox', { name: 'Zapoznanie z informacją o przetwarzaniu danych (RODO)' })
      .check();
    await form.save.click();

    await expect(toasts(page, 'Pacjent został dodany.')).toBeVisible();
    await expect(form.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/patients\/view\/\d+$/);
    await expect(pageHeading(page, listName(patient))).toBeVisible();
    const details = page.getByRole('main');
    await expect(details.getByRole('definition').filter({ hasText: patient.pesel })).toBeVisible();
    await expect(details.getByText(`${patient.birthDateShown} (wiek: `)).toBeVisible();
    await expect(details.getByRole('definition').filter({ hasText: /^Kobieta$/ })).toBeVisible();
  });

  test('the form says what is wrong as each field is left', async ({ page }) => {
    await signIn(page, 'Admin');
    await page.goto('/patients/add');
    const form = patientDialog(page, 'Nowy pacjent');

    await form.firstName.focus();
    await form.firstName.blur();
    await expect(form.firstName).toHaveAccessibleDescription('Imię jest wymagane');
    await form.lastName.focus();
    await form.lastName.blur();
    await expect(form.lastName).toHaveAccessibleDescription('Nazwisko jest wymagane');
    await form.pesel.focus();
    await form.pesel.blur();
    await expect(form.pesel).toHaveAccessibleDescription('To pole jest wymagane');

    await form.pesel.fill('85O51212345');
    await form.pesel.blur();
    await expect(form.pesel).toHaveAccessibleDescription('Numer może składać się wyłącznie z cyfr');
    await form.pesel.fill('8505121234');
    await form.pesel.blur();
    await expect(form.pesel).toHaveAccessibleDescription('Nieprawidłowy numer PESEL');

    const valid = buildPatient({ gender: 'Male', birthDate: '1979-10-02' });
    await form.pesel.fill(withWrongCheckDigit(valid.pesel));
    await form.pesel.blur();
    await expect(form.pesel).toHaveAccessibleDescription('Nieprawidłowy numer PESEL');
    // A wrong PESEL fills in nothing.
    await expect(form.male).not.toBeChecked();
    // Polish forms write the year as R (rok): DD.MM.RRRR (issue 12 §6).
    await expect(form.birthDateSections).toHaveText(['DD', 'MM', 'RRRR']);

    await form.pesel.fill(valid.pesel);
    await form.pesel.blur();
    await expect(form.pesel).not.toHaveAccessibleDescription('Nieprawidłowy numer PESEL');
    await expect(form.male).toBeChecked();
    await expect(form.birthDateSections).toHaveText(dateSections(valid.birthDate));

    // Once the names are there too, the form checks the PESEL against the gender.
    await form.firstName.fill(valid.firstName);
    await form.lastName.fill(valid.lastName);
    await form.lastName.blur();
    await expect(form.firstName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.lastName).not.toHaveAttribute('aria-invalid', 'true');
    await form.female.check();
    await form.female.blur();
    const genderMismatch = form.dialog.getByText('Płeć nie zgadza się z numerem PESEL');
    await expect(genderMismatch).toBeVisible();
    await form.male.check();
    await form.male.blur();
    await expect(genderMismatch).toHaveCount(0);

    // With the PESEL check off, another identity document's number goes.
    await form.pesel.fill('AB1234567');
    await form.peselCheck.uncheck();
    await form.pesel.blur();
    await expect(form.pesel).not.toHaveAttribute('aria-invalid', 'true');

    // Saving with an error left sends nothing: the dialog stays, with the message.
    await form.firstName.clear();
    await form.save.click();
    await expect(form.firstName).toHaveAccessibleDescription('Imię jest wymagane');
    await expect(form.dialog).toBeVisible();
    await expect(page).toHaveURL('/patients/add');
  });

  test('the notes editor formats and counts, and typing stops at 1000 characters', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'Admin');
    await page.goto('/patients/add');
    const form = patientDialog(page, 'Nowy pacjent');
    const notes = form.dialog.getByRole('textbox', { name: 'Notatki' });
    const toolbar = form.dialog.getByRole('toolbar', { name: 'Formatowanie: Notatki' });
    await notes.click();
    await notes.pressSequentially('Pilne ');
    await toolbar.getByRole('button', { name: 'Pogrubienie' }).click();
    await expect(toolbar.getByRole('button', { name: 'Pogrubienie' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await notes.pressSequentially('badanie');
    await expect(notes.locator('strong')).toHaveText('badanie');
    await expect(form.dialog.getByText('13 / 1000')).toBeVisible();
    // The keyboard shortcut turns it off again.
    await notes.press('ControlOrMeta+b');
    await notes.pressSequentially('!');
    await expect(notes.locator('strong')).toHaveText('badanie');

    await page.keyboard.insertText('a'.repeat(1000 - 14));
    await expect(form.dialog.getByText('1000 / 1000')).toBeVisible();
    await notes.pressSequentially('bc');
    await expect(form.dialog.getByText('1000 / 1000')).toBeVisible();
    await expect(notes).toHaveAttribute('aria-invalid', 'false');

    // A new address starts in Poland, and its postal code is written NN-NNN.
    await form.dialog.getByRole('button', { name: 'Dodaj adres' }).click();
    await expect(form.dialog.getByRole('textbox', { name: 'Kraj' })).toHaveValue('Polska');
    const postalCode = form.dialog.getByRole('textbox', { name: 'Kod pocztowy' });
    await postalCode.fill('9000');
    await postalCode.blur();
    await expect(postalCode).toHaveAccessibleDescription('Kod pocztowy w Polsce ma postać NN-NNN');
    await postalCode.fill('90001');
    await postalCode.blur();
    await expect(postalCode).toHaveValue('90-001');
    await expect(postalCode).not.toHaveAttribute('aria-invalid', 'true');
    await form.dialog.getByRole('textbox', { name: 'Notatki' }).scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'patient-form-notes');
    await postalCode.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'patient-form-address');
  });

  test('the birth-date picker names its parts in Polish', async ({ page }) => {
    await signIn(page, 'Technician');
    await page.goto('/patients/add');
    const birthDate = patientDialog(page, 'Nowy pacjent').birthDate;
    await expect(birthDate.getByRole('spinbutton')).toHaveCount(3);
    const names = await birthDate
      .getByRole('spinbutton')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-label')));
    expect(names).toEqual(['Dzień', 'Miesiąc', 'Rok']);
    await expect(birthDate.getByRole('button', { name: 'Wybierz datę' })).toHaveCount(1);
  });

  test('a registrar may not add patients', async ({ page }) => {
    await signIn(page, 'Registration');
    await page.goto('/patients');
    await expect(patientList(page).table).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('button', { name: 'Dodaj pacjenta' })).toHaveCount(0);

    // The add form's address is refused too, inside the portal (ADR 0026).
    await page.goto('/patients/add');
    await expect(page).toHaveURL('/patients/add');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Brak dostępu',
    );
  });
});

test('a registrar edits a patient', async ({ page, request }) => {
  const patient = buildPatient({ gender: 'Male' });
  const [id] = await addPatientsViaApi(await apiSession(request, 'Technician'), [patient]);
  await signIn(page, 'Registration');
  await page.goto(`/patients/view/${id}`);
  await expect(pageHeading(page, listName(patient))).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Edytuj' }).click();
  await expect(page).toHaveURL(`/patients/edit/${id}`);
  const form = patientDialog(page, 'Edycja pacjenta');
  await expect(form.firstName).toHaveValue(patient.firstName);
  await expect(form.pesel).toHaveValue(patient.pesel);
  await expect(form.male).toBeChecked();
  await expect(form.birthDateSections).toHaveText(dateSections(patient.birthDate));

  const renamed = { ...patient, firstName: 'Tymoteusz' };
  await form.firstName.fill(renamed.firstName);
  await form.save.click();

  await expect(toasts(page, 'Zmiany zostały zapisane.')).toBeVisible();
  await expect(form.dialog).toBeHidden();
  await expect(page).toHaveURL(`/patients/view/${id}`);
  await expect(pageHeading(page, listName(renamed))).toBeVisible();
  await page.reload();
  await expect(pageHeading(page, listName(renamed))).toBeVisible();
});

test('two people edit the same patient: the later save is refused, reloads, and keeps both changes', async ({
  page,
  newBrowserPage,
  request,
}, testInfo) => {
  const STALE =
    'Ten rekord został w międzyczasie zmieniony przez kogoś innego. Odśwież dane, aby zobaczyć zmiany.';
  // Two browsers signing in and loading the patient form take 25–30 s on two shared cores,
  // the default timeout's whole allowance.
  test.setTimeout(90_000);
  const patient = buildPatient({ gender: 'Female' });
  const [id] = await addPatientsViaApi(await apiSession(request, 'Technician'), [patient]);

  // Both open the edit dialog of the same version, each in their own browser.
  await signIn(page, 'Registration');
  const colleague = await newBrowserPage();
  await signIn(colleague, 'Technician');
  await page.goto(`/patients/edit/${id}`);
  await colleague.goto(`/patients/edit/${id}`);
  const mine = patientDialog(page, 'Edycja pacjenta');
  const theirs = patientDialog(colleague, 'Edycja pacjenta');
  await expect(mine.firstName).toHaveValue(patient.firstName);
  await expect(theirs.firstName).toHaveValue(patient.firstName);

  // The colleague saves first.
  await theirs.firstName.fill('Bożena');
  await theirs.save.click();
  await expect(toasts(colleague, 'Zmiany zostały zapisane.')).toBeVisible();

  // My save of the old version is refused; what I typed stays.
  const myLastName = `Poprawiona-${uniqueTag()}`;
  await mine.lastName.fill(myLastName);
  await mine.save.click();
  const refusal = mine.dialog.getByRole('alert');
  await expect(refusal).toContainText(STALE);
  await expect(mine.lastName).toHaveValue(myLastName);
  await expect(mine.firstName).toHaveValue(patient.firstName);
  await screenshot(page, testInfo, 'patient-edit-stale');

  // Odśwież shows the colleague's change; I apply mine again and it is saved on top of theirs.
  await refusal.getByRole('button', { name: 'Odśwież' }).click();
  await expect(mine.firstName).toHaveValue('Bożena');
  await expect(mine.lastName).toHaveValue(patient.lastName);
  await expect(refusal).toBeHidden();
  await mine.lastName.fill(myLastName);
  await mine.save.click();
  await expect(toasts(page, 'Zmiany zostały zapisane.')).toBeVisible();
  await expect(page).toHaveURL(`/patients/view/${id}`);
  const both = { firstName: 'Bożena', lastName: myLastName };
  await expect(pageHeading(page, listName(both))).toBeVisible();
  await colleague.goto(`/patients/view/${id}`);
  await expect(pageHeading(colleague, listName(both))).toBeVisible();
});

test('an administrator deletes a patient after confirming', async ({ page, request }) => {
  const patient = buildPatient();
  const [id] = await addPatientsViaApi(await apiSession(request, 'Technician'), [patient]);
  await signIn(page, 'Admin');
  await page.goto(`/patients/view/${id}`);
  await expect(pageHeading(page, listName(patient))).toBeVisible();

  const remove = page.getByRole('main').getByRole('button', { name: 'Usuń pacjenta' });
  const confirm = page.getByRole('dialog', { name: 'Potwierdź usunięcie' });
  // Cancelling keeps the patient.
  await remove.click();
  await expect(confirm).toContainText(
    `Czy na pewno chcesz usunąć: ${fullName(patient)}? Tej operacji nie można cofnąć.`,
  );
  await confirm.getByRole('button', { name: 'Anuluj' }).click();
  await expect(confirm).toBeHidden();
  await expect(pageHeading(page, listName(patient))).toBeVisible();

  await remove.click();
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(toasts(page, 'Pacjent został usunięty.')).toBeVisible();
  await expect(page).toHaveURL('/patients');
  const list = patientList(page);
  await list.pesel.fill(patient.pesel);
  await expect(list.empty).toContainText(NO_MATCHES);

  await page.goto(`/patients/view/${id}`);
  await expect(page.getByRole('main')).toContainText(
    `Nie znaleziono obiektu o identyfikatorze ${id}.`,
  );
});

test('a doctor sees their own patients and cannot open another by its address', async ({
  page,
  request,
}) => {
  const someoneElses = buildPatient();
  const [id] = await addPatientsViaApi(await apiSession(request, 'Technician'), [someoneElses]);
  await signIn(page, 'Doctor');
  await expect(page).toHaveURL('/patients');
  const list = patientList(page);
  // Their own: the patients they created, and those of their referrals and studies (which other
  // tests add to as they run, so the list is checked by search, not counted).
  for (const name of DOCTOR_OWN_PATIENTS) {
    await list.name.fill(name);
    await expect(list.rows.getByRole('link')).toHaveText([name]);
  }
  await list.name.fill('');
  await expect(page.getByRole('button', { name: 'Dodaj pacjenta' })).toHaveCount(0);

  // Not by search either.
  await list.pesel.fill(someoneElses.pesel);
  await expect(list.empty).toContainText(NO_MATCHES);

  await page.goto(`/patients/view/${id}`);
  await expect(page.getByRole('main')).toContainText(
    `Nie znaleziono obiektu o identyfikatorze ${id}.`,
  );
  await expect(page.getByRole('main')).not.toContainText(someoneElses.lastName);
});
