import type { Page } from '@playwright/test';
import type { ApiSession } from './api.js';
import { expect } from './fixtures.js';
import { uniqueTag } from './unique.js';

/** Consent tablets: settings (spec part 2 §7 "Settings") and the kiosk (part 1 §4). */

export interface TestTablet {
  name: string;
  tabletId: string;
  branch: string;
}

export function buildTablet(branch: string, overrides: Partial<TestTablet> = {}): TestTablet {
  const tag = uniqueTag();
  return { name: `Tablet ${tag}`, tabletId: `SN-${tag.toUpperCase()}`, branch, ...overrides };
}

/** Polish labels of the status chip in settings (part 1 §4 "Tablet status"). */
export const SETTINGS_STATUS = {
  notConfigured: 'Nieskonfigurowany',
  online: 'Online',
  offline: 'Offline',
} as const;

/** /settings/tablets: the table of tablets and one tablet's row in it. */
export function tabletsPage(page: Page) {
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: 'Tablety' });
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  return {
    heading: main.getByRole('heading', { level: 1, name: 'Tablety' }),
    /** The list has loaded: its table, or the empty state when there are no tablets. */
    loaded: table.or(main.getByText('Brak zarejestrowanych tabletów')),
    table,
    row,
    /** The status chip in the tablet's row (cells after the name: id, branch, status, actions). */
    status: (name: string) => row(name).getByRole('cell').nth(2),
    /** The floating button, or the empty list's button when there are no tablets yet. */
    register: main.getByRole('button', { name: 'Zarejestruj tablet' }).first(),
  };
}

/** The one-time dialog after registering: QR code, client id, client secret, pairing data. */
export function registrationDialog(page: Page, tablet: TestTablet) {
  const dialog = page.getByRole('dialog', { name: `Tablet ${tablet.name} zarejestrowany` });
  return {
    dialog,
    qrCode: dialog.getByRole('img', { name: `Kod QR do sparowania tabletu ${tablet.name}` }),
    clientId: dialog.getByRole('textbox', { name: 'Identyfikator klienta' }),
    clientSecret: dialog.getByRole('textbox', { name: 'Sekret klienta' }),
    apiUrl: dialog.getByRole('textbox', { name: 'Adres API' }),
    payload: dialog.getByRole('textbox', { name: 'Dane parowania (do wklejenia na tablecie)' }),
    saved: dialog.getByRole('checkbox', {
      name: 'Tablet został sparowany lub dane parowania są bezpiecznie zapisane.',
    }),
    close: dialog.getByRole('button', { name: 'Zamknij' }),
  };
}

/** Fills and sends the register dialog of /settings/tablets (which must be open). */
export async function submitRegistration(page: Page, tablet: TestTablet): Promise<void> {
  await tabletsPage(page).register.click();
  const dialog = page.getByRole('dialog', { name: 'Rejestracja tabletu' });
  await dialog.getByRole('textbox', { name: 'Nazwa' }).fill(tablet.name);
  await dialog.getByRole('textbox', { name: 'Identyfikator tabletu' }).fill(tablet.tabletId);
  await dialog.getByRole('combobox', { name: 'Filia' }).click();
  await page.getByRole('listbox').getByRole('option', { name: tablet.branch, exact: true }).click();
  await dialog.getByRole('button', { name: 'Zarejestruj', exact: true }).click();
}

/**
 * Registers a tablet as an administrator does on /settings/tablets and returns the pairing
 * payload (the QR code's text) from the one-time dialog, which it then closes.
 */
export async function registerTabletInSettings(page: Page, tablet: TestTablet): Promise<string> {
  await submitRegistration(page, tablet);
  const registration = registrationDialog(page, tablet);
  await expect(registration.qrCode).toBeVisible();
  const payload = await registration.payload.inputValue();
  await registration.saved.check();
  await registration.close.click();
  await expect(registration.dialog).toBeHidden();
  return payload;
}

const BRANCHES = '{ currentUser { branches { id name } } }';
const REGISTER = `mutation ($newTablet: NewTabletInput!) {
  registerTablet(newTablet: $newTablet) { apiUrl clientId clientSecret }
}`;

/**
 * Registers tablets through the API (an Admin's session), for tests about what follows; returns
 * each one's pairing payload, the text its QR code holds.
 */
export async function registerTabletsViaApi(
  api: ApiSession,
  tablets: readonly TestTablet[],
): Promise<string[]> {
  const { currentUser } = await api.call<{
    currentUser: { branches: { id: string; name: string }[] };
  }>(BRANCHES);
  const payloads: string[] = [];
  for (const tablet of tablets) {
    const branch = currentUser.branches.find((each) => each.name === tablet.branch);
    if (!branch) throw new Error(`The administrator has no branch ${tablet.branch}`);
    const { registerTablet } = await api.call<{
      registerTablet: { apiUrl: string; clientId: string; clientSecret: string };
    }>(REGISTER, {
      newTablet: { name: tablet.name, tabletId: tablet.tabletId, branchId: branch.id },
    });
    payloads.push(JSON.stringify(registerTablet));
  }
  return payloads;
}
