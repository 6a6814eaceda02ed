import { apiSession } from '../support/api.js';
import { signIn, toasts } from '../support/auth.js';
import {
  calendarPage,
  dragBlock,
  futureWeekday,
  nextWorkingDay,
  openCalendar,
  pickOption,
} from '../support/calendar.js';
import { expect, test } from '../support/fixtures.js';
import {
  addPatientsViaApi,
  buildPatient,
  fillNewPatient,
  listName,
  patientDialog,
} from '../support/patients.js';
import { screenshot } from '../support/screenshots.js';

/**
 * The registrar's day (issue 14; spec part 1 §2 "Calendar day view", §4 "Calendar",
 * "Appointment form"): two people at two browsers see one calendar, live.
 */

const STUDY = 'Zdjęcie skrzydłowo-zgryzowe'; // Pantomograf 10 min, Radiowizjografia 5 min

test('two registrars share one live calendar: holds, bookings and moves appear without a reload', async ({
  page,
  newBrowserPage,
  request,
}, testInfo) => {
  // Two people sign in (each landing on the studies list, axe-checked) and work in turn: about
  // 30 s on two cores, too close to the default.
  test.setTimeout(90_000);
  const date = futureWeekday(5);
  const patient = buildPatient();
  await addPatientsViaApi(await apiSession(request, 'Technician'), [patient]);

  // A is the registrar, B a technician at the same branch, each in a browser of their own.
  await signIn(page, 'Registration');
  await openCalendar(page, date);
  const other = await newBrowserPage();
  await signIn(other, 'Technician');
  await openCalendar(other, date);
  const mine = calendarPage(page);
  const theirs = calendarPage(other);

  // A clicks a free slot: the form opens there and holds it; B sees the hold at once.
  await mine.slot('Pantomograf', '10:00').click();
  await expect(page).toHaveURL('/appointments/new');
  await expect(page.getByRole('combobox', { name: 'Gabinet' })).toHaveText('Pantomograf');
  await expect(page.getByRole('combobox', { name: 'Początek' })).toHaveText('10:00');
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Pacjent' }),
    patient.lastName,
    listName(patient),
  );
  await page.getByRole('combobox', { name: 'Typy badań' }).click();
  await page.getByRole('option', { name: STUDY }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Koniec' })).toHaveValue('10:10');
  await expect(page.getByText(/Termin zarezerwowany dla Ciebie jeszcze przez 4:5\d/)).toBeVisible();
  await expect(theirs.slot('Pantomograf', '10:00')).toHaveAccessibleName(
    /rezerwacja: registration@/,
  );
  // The hold keeps B off the slot (and the server would refuse a booking over it).
  await expect(theirs.slot('Pantomograf', '10:00')).toHaveAttribute('aria-disabled', 'true');
  await screenshot(page, testInfo, 'calendar-form-hold');

  // A saves: back on the calendar, and B sees the appointment appear.
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(`/appointments?date=${date}`);
  await expect(mine.block(listName(patient))).toBeVisible();
  await expect(theirs.slot('Pantomograf', '10:00')).toHaveAccessibleName(
    new RegExp(`zajęty: ${listName(patient)}`),
  );
  await screenshot(page, testInfo, 'calendar-day');

  // A drags it to another room that performs the study, at 11:00; B sees it move.
  await dragBlock(
    page,
    mine.block(listName(patient)),
    mine.slot('Radiowizjografia – gabinet 1', '11:00'),
  );
  await expect(toasts(page, 'Wizyta przeniesiona.')).toBeVisible();
  await expect(theirs.slot('Radiowizjografia – gabinet 1', '11:00')).toHaveAccessibleName(
    new RegExp(`zajęty: ${listName(patient)}`),
  );
  await expect(theirs.slot('Pantomograf', '10:00')).toHaveAccessibleName(/wolny$/);

  // A room that does not perform the study refuses the drop; it snaps back.
  await dragBlock(page, mine.block(listName(patient)), mine.slot('Cefalostat', '12:00'));
  await expect(toasts(page, `Gabinet Cefalostat nie wykonuje badania ${STUDY}.`)).toBeVisible();
  await expect(mine.slot('Radiowizjografia – gabinet 1', '11:00')).toHaveAccessibleName(
    new RegExp(`zajęty: ${listName(patient)}`),
  );
  await expect(mine.slot('Cefalostat', '12:00')).toHaveAccessibleName(/wolny$/);
});

test('a break, edited and deleted from its page; the day is in the address', async ({ page }) => {
  // 23–29 s on two quiet cores and 40–54 s on busy ones: the default 30 s is too close.
  test.setTimeout(60_000);
  const date = futureWeekday(6);
  await signIn(page, 'Registration');
  await openCalendar(page, date);
  const calendar = calendarPage(page);

  await calendar.slot('CBCT 1', '13:00').click();
  await page.getByRole('button', { name: 'Przerwa' }).click();
  await page.getByRole('combobox', { name: 'Koniec' }).click();
  await page.getByRole('option', { name: '13:45' }).click();
  await page.getByRole('textbox', { name: 'Uwagi' }).fill('Serwis aparatu');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(`/appointments?date=${date}`);
  await expect(calendar.slot('CBCT 1', '13:30')).toHaveAccessibleName(/przerwa: Serwis aparatu/);

  // A reload shows the same day and the same columns.
  await page.reload();
  await expect(calendar.slot('CBCT 1', '13:15')).toHaveAccessibleName(/przerwa: Serwis aparatu/);

  // Enter on the break opens it; it is deleted after a confirmation.
  await calendar.slot('CBCT 1', '13:15').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Przerwa', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Usuń' }).click();
  const confirm = page.getByRole('dialog', { name: 'Usunąć przerwę?' });
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(page).toHaveURL(`/appointments?date=${date}`);
  await expect(calendar.slot('CBCT 1', '13:15')).toHaveAccessibleName(/wolny$/);
});

test('a new patient is added from the appointment form and booked at once', async ({ page }) => {
  // 23–29 s on two quiet cores and 40–54 s on busy ones: the default 30 s is too close.
  test.setTimeout(60_000);
  const date = futureWeekday(6);
  const patient = buildPatient({ gender: 'Male', birthDate: '1979-03-14' });
  await signIn(page, 'Technician');
  await openCalendar(page, date);
  await calendarPage(page).slot('Pantomograf', '11:00').click();
  await expect(page).toHaveURL('/appointments/new');

  // Cancelling a half-typed patient asks first; staying keeps what was typed.
  await page.getByRole('button', { name: 'Nowy pacjent' }).click();
  const form = patientDialog(page, 'Nowy pacjent');
  await form.firstName.fill(patient.firstName);
  await form.dialog.getByRole('button', { name: 'Anuluj' }).click();
  const unsaved = page.getByRole('dialog', { name: 'Niezapisane zmiany' });
  await unsaved.getByRole('button', { name: 'Anuluj' }).click();
  await expect(form.firstName).toHaveValue(patient.firstName);

  await fillNewPatient(page, patient);
  await form.dialog
    .getByRole('checkbox', { name: 'Zapoznanie z informacją o przetwarzaniu danych (RODO)' })
    .check();
  await form.save.click();
  await expect(toasts(page, 'Pacjent został dodany.')).toBeVisible();
  await expect(form.dialog).toBeHidden();
  // Still on the appointment form, the new patient picked and the slot still held.
  await expect(page).toHaveURL('/appointments/new');
  await expect(page.getByRole('combobox', { name: 'Pacjent' })).toHaveValue(
    new RegExp(`^${listName(patient)}`),
  );
  await page.getByRole('combobox', { name: 'Typy badań' }).click();
  await page.getByRole('option', { name: STUDY }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(`/appointments?date=${date}`);
  await expect(calendarPage(page).block(listName(patient))).toBeVisible();
});

test('the form refuses what the spec refuses, in its words', async ({ page }) => {
  await signIn(page, 'Registration');
  await page.goto('/appointments/new');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Gabinet jest wymagany')).toBeVisible();
  await expect(page.getByText('Pacjent jest wymagany')).toBeVisible();
  await expect(page.getByText('Wybierz co najmniej jeden typ badania')).toBeVisible();
  // Only who may add patients (Admin, Technician) is offered to add one here.
  await expect(page.getByRole('button', { name: 'Nowy pacjent' })).toHaveCount(0);
});

for (const [lang, texts] of [
  [
    'en',
    {
      title: 'Appointments',
      empty: 'No calendar selected...',
      choose: 'Choose calendars',
      all: 'All rooms: Warszawa Mokotów',
      apply: 'Apply',
      dialog: 'Calendars',
    },
  ],
  [
    'ua',
    {
      title: 'Візити',
      empty: 'Не вибрано жодного календаря...',
      choose: 'Вибрати календарі',
      all: 'Усі кабінети: Warszawa Mokotów',
      apply: 'Застосувати',
      dialog: 'Календарі',
    },
  ],
] as const) {
  test(`the demo day in ${lang}`, async ({ page }, testInfo) => {
    await signIn(page, 'Registration');
    await page.goto(`/appointments?date=${nextWorkingDay()}&lang=${lang}`);
    await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
    await expect(page.getByText(texts.empty)).toBeVisible();
    await page.getByRole('button', { name: texts.choose }).first().click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await dialog.getByRole('checkbox', { name: texts.all }).check();
    await dialog.getByRole('button', { name: texts.apply }).click();
    // The seed booked every device of the branch at 09:00.
    await expect(calendarPage(page).slot('CBCT 1', '09:00')).toHaveAccessibleName(
      /CBCT 1, 09:00, \S/,
    );
    await expect(page.getByRole('grid').locator('[data-booking-id]').first()).toBeVisible();
    await screenshot(page, testInfo, `calendar-day-${lang}`);
  });
}
