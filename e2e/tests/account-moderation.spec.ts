import { createAccountLike } from '../support/accounts.js';
import {
  acceptTermsIfAsked,
  logoutButton,
  signIn,
  submitCredentials,
  toasts,
} from '../support/auth.js';
import { withDatabase } from '../support/database.js';
import { expect, test } from '../support/fixtures.js';
import { screenshot } from '../support/screenshots.js';

/**
 * The Admin's steps on an account (issue 19 §1, spec part 1 §4 "Doctor account lifecycle",
 * ADR 0045): suspending a doctor's account stops it signing in until the chosen day, with the
 * date said at sign-in and the reason mailed; restoring it lets it in again.
 */

async function accountId(login: string): Promise<string> {
  const { rows } = await withDatabase((db) =>
    db.query<{ id: number }>('select id from users where login = $1 and deleted_at is null', [
      login,
    ]),
  );
  return String(rows[0]!.id);
}

const mailSubjects = (login: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ subject: string }>(
      'select subject from mails where recipient = $1 order by id',
      [login],
    );
    return rows.map((row) => row.subject);
  });

/** dd.MM.yyyy of the day `days` from today, Warsaw time. */
function dayFromNow(days: number): string {
  const parts = new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  return `${part('day')}.${part('month')}.${part('year')}`;
}

test('the Admin suspends a doctor’s account, which cannot sign in until restored', async ({
  page,
  newBrowserPage,
}, testInfo) => {
  test.setTimeout(120_000);
  const login = await createAccountLike('Doctor', { ownContact: true });
  const id = await accountId(login);

  await signIn(page, 'Admin');
  await page.goto(`/settings/users/edit/${id}`);
  const card = page.getByRole('region', { name: 'Stan konta' });
  await expect(card.getByTestId('account-state')).toHaveText('Konto aktywne');
  await card.getByRole('button', { name: 'Zawieś' }).click();
  const dialog = page.getByRole('dialog', { name: `Zawiesić konto ${login}?` });
  const until = dayFromNow(7);
  await dialog.getByRole('group', { name: /^Zawieszone do/ }).click();
  await page.keyboard.type(until.replaceAll('.', ''));
  await dialog.getByLabel(/^Powód/).fill('Udostępnianie konta innym osobom.');
  await screenshot(page, testInfo, 'suspend-dialog');
  await dialog.getByRole('button', { name: 'Zawieś' }).click();
  await expect(toasts(page, 'Konto zostało zawieszone.')).toBeVisible();
  await expect(card.getByTestId('account-state')).toHaveText(
    new RegExp(`^Zawieszone do ${until.replaceAll('.', '\\.')}`),
  );
  await screenshot(page, testInfo, 'suspended-account');

  const doctor = await newBrowserPage();
  await doctor.goto('/login');
  await submitCredentials(doctor, login, 'Demo1234');
  await expect(
    doctor.getByText(new RegExp(`^Konto jest zawieszone do ${until.replaceAll('.', '\\.')}`)),
  ).toBeVisible();
  await expect
    .poll(() => mailSubjects(login))
    .toContain('Twoje konto w Portalu RTG zostało zawieszone');

  await card.getByRole('button', { name: 'Przywróć' }).click();
  await page
    .getByRole('dialog', { name: `Przywrócić konto ${login}?` })
    .getByRole('button', { name: 'Przywróć' })
    .click();
  await expect(card.getByTestId('account-state')).toHaveText('Konto aktywne');
  await submitCredentials(doctor, login, 'Demo1234');
  await acceptTermsIfAsked(doctor);
  await expect(logoutButton(doctor)).toBeVisible();
});
