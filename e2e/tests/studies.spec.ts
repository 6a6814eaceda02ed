import type { Browser, Page } from '@playwright/test';
import { apiSession, type ApiSession } from '../support/api.js';
import { pageHeading, signIn, toasts } from '../support/auth.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { futureWeekday, pickOption } from '../support/calendar.js';
import { DISPLAY_NAMES } from '../support/demo-people.js';
import { expect, test } from '../support/fixtures.js';
import { addPatientsViaApi, buildPatient, listName } from '../support/patients.js';
import { screenshot } from '../support/screenshots.js';
import { withDatabase } from '../support/database.js';

/**
 * A study from the appointment to the doctors (issue 15; spec part 2 §2, §4, §5): the technician
 * issues it at the appointment, names the leading doctor and a describer; the describer finds it
 * in their list with its deadline, the leading doctor in theirs.
 */

const BRANCH = 'Warszawa Mokotów';
const STUDY_TYPE = 'Zdjęcie skrzydłowo-zgryzowe';

/** Books the patient at 10:00 on `day` on a device of the branch able to do STUDY_TYPE. */
async function bookAppointment(api: ApiSession, patientId: string, day: string) {
  const { calendarBranches } = await api.call<{
    calendarBranches: { id: string; name: string; devices: { id: string; enabled: boolean }[] }[];
  }>('{ calendarBranches { id name devices { id enabled } } }');
  const branch = calendarBranches.find(({ name }) => name === BRANCH)!;
  for (const device of branch.devices.filter(({ enabled }) => enabled)) {
    const { branchStudyTypes } = await api.call<{
      branchStudyTypes: { id: string; name: string }[];
    }>('query ($b: ID!, $d: ID) { branchStudyTypes(branchId: $b, deviceId: $d) { id name } }', {
      b: branch.id,
      d: device.id,
    });
    const type = branchStudyTypes.find(({ name }) => name === STUDY_TYPE);
    if (!type) continue;
    const { addAppointments } = await api.call<{ addAppointments: { id: string }[] }>(
      'mutation ($data: AddAppointmentsInput!) { addAppointments(data: $data) { id } }',
      {
        data: {
          branch: branch.id,
          device: device.id,
          startDate: new Date(`${day}T09:00:00Z`).toISOString(),
          patient: patientId,
          studyTypes: [type.id],
        },
      },
    );
    return addAppointments[0]!.id;
  }
  throw new Error(`No device of ${BRANCH} performs ${STUDY_TYPE}`);
}

/**
 * The mail about study `studyId` to `login`, opened in the dev mailbox (outside production every
 * mail stays there) as its recipient would read it: on a page of its own, as the mailbox is a tool
 * of this server and not a page of the portal that axe audits.
 */
async function openStudyMail(browser: Browser, login: string, studyId: string, subject: string) {
  const page = await (await browser.newContext()).newPage();
  const mailId = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `select id from mails where recipient = $1 and template = 'study-notice'
        and text like '%/studies/view/' || $2 || E'\n%' order by id desc limit 1`,
      [login, studyId],
    );
    return rows[0]?.id;
  });
  expect(mailId, `a mail to ${login} about study ${studyId}`).toBeDefined();
  await page.goto(`/dev/mailbox/${mailId}`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  return { page, html: page.frameLocator('iframe[title="HTML part"]').locator('body') };
}

/** The studies list's row of the patient, once the list shows it. */
function studyRow(page: Page, patientName: string) {
  return page.getByRole('row').filter({ has: page.getByText(patientName, { exact: true }) });
}

test('a study issued at an appointment reaches its describer and its leading doctor', async ({
  page,
  browser,
  newBrowserPage,
  request,
}, testInfo) => {
  // Three people sign in and the form is filled by hand: longer than the default 30 s on two cores.
  // Their mails are read too: ~60 s on two quiet cores, twice that when the machine is busy.
  test.setTimeout(150_000);
  const patient = buildPatient();
  const [patientId] = await addPatientsViaApi(await apiSession(request, 'Technician'), [patient]);
  const appointmentId = await bookAppointment(
    await apiSession(request, 'Registration'),
    patientId!,
    futureWeekday(3),
  );
  const name = listName(patient);

  // The technician opens the appointment and issues its study: patient and type come with it.
  await signIn(page, 'Technician');
  await page.goto(`/appointments/${appointmentId}`);
  await page.getByRole('link', { name: 'Wystaw badanie' }).click();
  await expect(page).toHaveURL(/\/studies\/add\?appointmentId=/);
  await expect(page.getByRole('heading', { name: 'Nowe badanie' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pacjent' })).toHaveValue(
    new RegExp(patient.lastName),
  );
  await expect(page.getByRole('combobox', { name: 'Typ badania' })).toHaveText(STUDY_TYPE);
  // A technician's study is Performed (spec part 2 §4), which needs its performer.
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Wykonane');
  const [firstName, lastName] = DISPLAY_NAMES.Technician.split(' ');
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Wykonujący badanie' }),
    lastName!,
    `${lastName} ${firstName}`,
  );
  await expect(page.getByRole('combobox', { name: 'Filia', exact: true })).toHaveValue(BRANCH);
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Lekarz prowadzący' }),
    'Kowalczyk',
    'Kowalczyk Magdalena',
  );
  await page.getByRole('button', { name: 'Dodaj lekarza opisującego' }).click();
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Lekarz opisujący 1' }),
    'Lewandowski',
    'Lewandowski Tomasz',
  );
  await expectNoAxeViolations(page, 'main');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toasts(page, 'Badanie zostało zapisane.')).toBeVisible();
  await expect(page).toHaveURL(/\/studies\/edit\/\d+$/);
  const studyId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Terminy opisów' })).toBeVisible();
  await expect(page.getByText(/Pozostało: 1 d|Pozostało: 2 d/)).toBeVisible();
  await screenshot(page, testInfo, 'study-editor');

  // The appointment is now history: read-only, with the way to its study.
  await page.goto(`/appointments/${appointmentId}`);
  await expect(page.getByText('Do tej wizyty wystawiono już badanie')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Otwórz badanie' })).toBeVisible();

  await page.goto('/studies');
  await expect(studyRow(page, name)).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await screenshot(page, testInfo, 'studies-list-technician');

  // The describer finds it among the studies they describe, with the time left.
  const describer = await newBrowserPage();
  await signIn(describer, 'DescribingDoctor');
  await describer.goto('/studies');
  const described = studyRow(describer, name);
  await expect(described).toBeVisible();
  await expect(described.getByText(/\d+ d \d+ godz\./)).toBeVisible();
  await screenshot(describer, testInfo, 'studies-list-describer');

  // The describer was mailed the assignment (ADR 0035).
  await openStudyMail(browser, 'describingdoctor@example.com', studyId, 'Nowe badanie do opisu');

  // The leading doctor sees it in their list, and gets a mail whose link opens its simpler view.
  const doctor = await newBrowserPage();
  await signIn(doctor, 'Doctor');
  await doctor.goto('/studies');
  await expect(studyRow(doctor, name)).toBeVisible();
  await screenshot(doctor, testInfo, 'studies-list-doctor');
  const mail = await openStudyMail(
    browser,
    'doctor@example.com',
    studyId,
    'Badanie Twojego pacjenta zostało wykonane',
  );
  // It names the study, never the patient: a mail may be read by someone else.
  await expect(mail.html.getByText(STUDY_TYPE, { exact: false })).toBeVisible();
  await expect(mail.html.getByText(patient.lastName, { exact: false })).toHaveCount(0);
  const link = mail.page.getByRole('link', { name: new RegExp(`/studies/view/${studyId}$`) });
  await doctor.goto(new URL((await link.getAttribute('href'))!).pathname);
  await expect(doctor).toHaveURL(new RegExp(`/studies/view/${studyId}$`));
  await expect(pageHeading(doctor, 'Badanie')).toBeVisible();
  await expect(doctor.locator('main dd').filter({ hasText: STUDY_TYPE })).toBeVisible();
  await expectNoAxeViolations(doctor, 'main');
});

test('the list keeps its page and filters in the address, and opens a study on Enter', async ({
  page,
}) => {
  await signIn(page, 'Technician');
  await page.goto('/studies?status=Performed');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Wykonane');
  const rows = page.locator('tbody tr[data-status]');
  await expect(rows.first()).toBeVisible();
  for (const status of await rows.evaluateAll((all) =>
    all.map((row) => row.getAttribute('data-status')),
  ))
    expect(status).toBe('Performed');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Wykonane');
  await rows.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/studies\/view\/\d+$/);
  await expect(page.getByRole('link', { name: 'Edytuj badanie' })).toBeVisible();
});

test('a manager hands an overdue description to another describer', async ({ page }, testInfo) => {
  await signIn(page, 'Manager');
  await page.goto('/studies');
  await page.getByRole('link', { name: 'Obciążenie lekarzy opisujących' }).click();
  await expect(page).toHaveURL('/studies/workload');
  const table = page.getByRole('table', { name: 'Obciążenie lekarzy opisujących' });
  const describerRow = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  const lewandowski = describerRow('Lewandowski Tomasz');
  // The demo seeds two of the demo describer's descriptions past their deadline.
  const overdue = lewandowski.getByRole('cell').last();
  await expect(overdue).not.toHaveText('0');
  const before = Number(await overdue.innerText());
  await expect(describerRow('Sadowski Robert')).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await screenshot(page, testInfo, 'describer-workload');

  await table.getByRole('button', { name: 'Przekaż' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Przekaż opis innemu lekarzowi' });
  await expect(dialog.getByText('Termin opisu pozostaje bez zmian.')).toBeVisible();
  await pickOption(
    page,
    dialog.getByRole('combobox', { name: 'Nowy lekarz opisujący' }),
    'Sadowski',
    'Sadowski Robert',
  );
  await dialog.getByRole('button', { name: 'Przekaż' }).click();
  await expect(toasts(page, 'Opis przekazano lekarzowi Sadowski Robert.')).toBeVisible();
  await expect(overdue).toHaveText(String(before - 1));
  await expect(describerRow('Sadowski Robert').getByRole('cell').last()).not.toHaveText('0');
});
