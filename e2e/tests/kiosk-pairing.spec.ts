import { apiSession } from '../support/api.js';
import { signIn, toasts } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { pairKiosk, TABLET_VIEWPORT } from '../support/kiosk.js';
import { screenshot } from '../support/screenshots.js';
import {
  buildTablet,
  registerTabletsViaApi,
  SETTINGS_STATUS,
  tabletsPage,
} from '../support/tablets.js';

/**
 * The pairing of a consent tablet (issue 12 §1, §2; ADR 0026): it survives reloads and a closed
 * browser tab, nothing on the tablet ends it, and an Admin's unpairing in the settings sends the
 * kiosk back to its pairing screen. A first visit: the kiosk must show no cookie banner even so.
 */
test.use({ cookieBanner: 'undecided' });

const BRANCH = 'Kraków Kazimierz';
/** The kiosk's heartbeat period (half of the 2-minute online window), with a margin. */
const PAST_NEXT_HEARTBEAT = '01:05';

test('a paired tablet stays paired through reloads, and only an administrator unpairs it', async ({
  page: admin,
  newBrowserPage,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const tablet = buildTablet(BRANCH);
  const [payload] = await registerTabletsViaApi(await apiSession(request, 'Admin'), [tablet]);

  const kiosk = await newBrowserPage({ viewport: TABLET_VIEWPORT });
  // The kiosk's clock runs as usual; the test moves it on to the next heartbeat below.
  await kiosk.clock.install();
  await pairKiosk(kiosk, payload!);
  const ready = kiosk.getByRole('heading', { level: 1, name: 'Tablet gotowy' });
  await expect(ready).toBeVisible();
  await expect(kiosk.getByRole('region', { name: 'Informacja o plikach cookies' })).toHaveCount(0);
  await screenshot(kiosk, testInfo, 'kiosk-ready');

  // Nothing in the tablet's menu ends the pairing: the patient holds the tablet.
  await kiosk.getByRole('button', { name: 'Opcje tabletu' }).click();
  await expect(kiosk.getByRole('menuitem')).toHaveText(['Pełny ekran']);
  await kiosk.keyboard.press('Escape');

  // A reload, and the kiosk opened again in a new tab, keep the pairing.
  await kiosk.reload();
  await expect(ready).toBeVisible();
  const reopened = await kiosk.context().newPage();
  await reopened.goto('/kiosk');
  await expect(reopened.getByRole('heading', { level: 1, name: 'Tablet gotowy' })).toBeVisible();
  await reopened.close();

  // The administrator unpairs it in the settings and gets a new pairing code.
  await signIn(admin, 'Admin');
  await admin.goto('/settings/tablets');
  const list = tabletsPage(admin);
  await expect(list.status(tablet.name)).toHaveText(SETTINGS_STATUS.online);
  await list
    .row(tablet.name)
    .getByRole('button', { name: `Rozparuj tablet ${tablet.name}` })
    .click();
  const confirm = admin.getByRole('dialog', { name: `Rozparować tablet ${tablet.name}?` });
  await confirm.getByRole('button', { name: 'Rozparuj' }).click();
  await expect(toasts(admin, `Tablet ${tablet.name} został rozparowany.`)).toBeVisible();
  const fresh = admin.getByRole('dialog', {
    name: `Tablet ${tablet.name} rozparowany — nowy kod parowania`,
  });
  const newPayload = await fresh
    .getByRole('textbox', { name: 'Dane parowania (do wklejenia na tablecie)' })
    .inputValue();
  expect(newPayload).not.toBe(payload);
  await fresh
    .getByRole('checkbox', {
      name: 'Tablet został sparowany lub dane parowania są bezpiecznie zapisane.',
    })
    .check();
  await fresh.getByRole('button', { name: 'Zamknij' }).click();
  await expect(list.status(tablet.name)).toHaveText(SETTINGS_STATUS.notConfigured);

  // At its next heartbeat the kiosk hears that its session has ended; its stored credentials are
  // refused, so it goes back to the pairing screen and says why.
  await kiosk.clock.fastForward(PAST_NEXT_HEARTBEAT);
  await expect(
    kiosk.getByText(/^Serwer nie akceptuje już parowania tego tabletu \(administrator rozparował/),
  ).toBeVisible();
  await expect(ready).toHaveCount(0);
  await kiosk.reload();
  await expect(
    kiosk.getByRole('form', { name: 'Parowanie danymi wklejonymi z kodu QR' }),
  ).toBeVisible();

  // The new code pairs it again.
  await pairKiosk(kiosk, newPayload);
  await expect(ready).toBeVisible();
  await expect(list.status(tablet.name)).toHaveText(SETTINGS_STATUS.online);
});
