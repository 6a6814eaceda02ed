import type { Page } from '@playwright/test';
import { pageHeading, signIn, toasts } from '../support/auth.js';
import { pickOption } from '../support/calendar.js';
import { expect, test } from '../support/fixtures.js';
import { screenshot } from '../support/screenshots.js';
import { uniqueTag } from '../support/unique.js';

/**
 * Complaints (issue 21 §2): a Technician records a complaint about a doctor from the doctor's
 * page, the person responsible for it (Complaints role) closes it with a resolution, and the desk
 * turns another complaint into a referral for its patient.
 */

/** Chooses `option` in the select field `name`. */
async function choose(page: Page, name: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a technician records a complaint about a doctor; the complaints user closes it', async ({
  page,
  newBrowserPage,
}, testInfo) => {
  test.setTimeout(120_000);
  const complainant = `Jan Skarżący ${uniqueTag()}`;

  await signIn(page, 'Technician');
  await page.goto('/doctors');
  await page
    .getByRole('table')
    .getByRole('link', { name: /Kowalczyk/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/doctors\/view\/\d+/);
  await page.getByRole('button', { name: 'Działania' }).click();
  await page.getByRole('menuitem', { name: 'Utwórz reklamację' }).click();
  await expect(page).toHaveURL(/\/complaints\/add\?doctorId=\d+/);
  await expect(pageHeading(page, 'Nowa reklamacja')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Lekarz', exact: true })).toHaveValue(
    /Kowalczyk/,
  );
  await expect(page.getByRole('combobox', { name: /^Typ/ })).toHaveText('Lekarz');
  // The due date follows the report date: 14 days in the demo configuration.
  await expect(page.getByRole('textbox', { name: 'Termin' })).not.toHaveValue('');

  await page.getByRole('textbox', { name: 'Zgłaszający' }).fill(complainant);
  await page.getByRole('textbox', { name: 'Telefon' }).fill('600 100 200');
  await choose(page, 'Powód', 'Opis badania');
  await page
    .getByRole('textbox', { name: 'Opis', exact: true })
    .fill('Opis badania CBCT nie odpowiada na pytanie ze skierowania.');
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Osoba odpowiedzialna' }),
    'Wiśniewska',
    'Wiśniewska Katarzyna (complaints@example.com)',
  );
  // The resolution waits for the complaint to be closed.
  await expect(page.getByRole('textbox', { name: 'Rozwiązanie' })).toBeDisabled();
  await screenshot(page, testInfo, 'complaints-form');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toasts(page, 'Reklamacja została zapisana')).toBeVisible();
  await expect(page).toHaveURL(/\/complaints\/\d+$/);
  const complaintPath = new URL(page.url()).pathname;

  // The person responsible opens it (the mail's link) and closes it with a resolution.
  const handler = await newBrowserPage();
  await signIn(handler, 'Complaints');
  await handler.goto(complaintPath);
  await expect(pageHeading(handler, 'Edycja reklamacji')).toBeVisible();
  await expect(handler.getByRole('textbox', { name: 'Zgłaszający' })).toHaveValue(complainant);
  await choose(handler, 'Status', 'Zamknięta');
  await handler.getByRole('button', { name: 'Zapisz' }).click();
  await expect(
    handler.getByText('Rozwiązanie jest wymagane, aby zamknąć reklamację'),
  ).toBeVisible();
  await handler
    .getByRole('textbox', { name: 'Rozwiązanie' })
    .fill('Opis uzupełniony przez lekarza opisującego; przeproszono lekarza kierującego.');
  await handler.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toasts(handler, 'Zmiany w reklamacji zostały zapisane')).toBeVisible();
  await expect(handler).toHaveURL(/\/complaints(\?.*)?$/);
  const row = handler.getByRole('row', { name: new RegExp(complainant.slice(0, 20)) });
  await expect(row.getByText('Zamknięta')).toBeVisible();
  await screenshot(handler, testInfo, 'complaints-list-responsible');
});

test('the desk sees overdue complaints tinted and turns one into a referral', async ({
  page,
}, testInfo) => {
  await signIn(page, 'Registration');
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Reklamacje' })
    .click();
  await expect(page).toHaveURL('/complaints');
  const table = page.getByRole('table', { name: 'Reklamacje' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  // Registration records complaints from the doctor and patient pages, not from the list.
  await expect(page.getByRole('button', { name: 'Dodaj reklamację' })).toHaveCount(0);
  // The demo's overdue complaint says so in words, not only in colour.
  const overdue = table.getByRole('row', { name: /Jan Kowalski/ });
  await expect(overdue.getByText('Po terminie')).toBeVisible();
  await screenshot(page, testInfo, 'complaints-list');
  await overdue.getByRole('button', { name: /Utwórz skierowanie/ }).click();
  await expect(page).toHaveURL(/\/referals\/add\?complaintId=\d+/);
  await expect(page.getByRole('combobox', { name: 'Pacjent' })).toHaveValue(/Kowalski Jan/);
  await screenshot(page, testInfo, 'complaints-referral');
});
