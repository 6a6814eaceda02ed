/* global window, document, MutationObserver -- in the functions page.evaluate runs in Chromium */
// Benchmark: the calendar in Chromium (issue 14) — the first render of a full day (30 devices,
// 510 appointments) and the time from a drop in one browser to the change in another.
//
//   npm run build && node --conditions=source --import tsx bench/calendar/live-browser.mjs \
//     [--renders 10] [--moves 20]
//
// Starts the built API with the built web app on a fresh database (migrations and demo seed),
// adds a branch of 30 devices booked back to back on a coming weekday (17 half-hour appointments
// a device, 08:00–16:30) and links the demo registrar to it. Two Chromium pages sign in as the
// registrar and show that day with every device.
// - First render: from the start of a navigation to /appointments?date=… (performance.now() in
//   the page, which counts from it) until every one of the day's 510 blocks is in the grid.
// - Drop to other browser: page A drags an appointment with the mouse to a free slot of another
//   device; page B's MutationObserver notes when that slot's label says it is taken. Both times
//   are Date.now() of the one machine; the difference is the drop's whole path — A's handler,
//   updateAppointment, the subscription to B, B's render.
// BENCH_DATABASE_URL: a PostgreSQL server the benchmark may create a database on.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { withBenchApi } from '../support/bench-api.mjs';
import { median, percentile, printTableHeader, tableRow } from '../support/stats.mjs';

const { values: args } = parseArgs({
  options: {
    renders: { type: 'string', default: '10' },
    moves: { type: 'string', default: '20' },
  },
});
const RENDERS = Number(args.renders);
const MOVES = Number(args.moves);
const DEVICES = 30;
const PER_DEVICE = 17;
const BRANCH = 'Pracownia benchmarku';
const REGISTRAR = 'registration@example.com';

/** A Wednesday two weeks ahead: every slot of it is in the future. */
function comingWednesday() {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 14 + ((3 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

async function fill(pool, date) {
  const {
    rows: [branch],
  } = await pool.query(`insert into branches (name, color) values ($1, '#1565c0') returning id`, [
    BRANCH,
  ]);
  const { rows: devices } = await pool.query(
    `insert into devices (branch_id, name, device_type)
     select $1, 'Pantomograf ' || lpad(n::text, 2, '0'), 'PANTOMOGRAPH'
       from generate_series(1, $2) n returning id`,
    [branch.id, DEVICES],
  );
  const {
    rows: [type],
  } = await pool.query(
    `select study_type_id as id from study_type_devices where device_type = 'PANTOMOGRAPH' limit 1`,
  );
  await pool.query(
    `insert into bookings (kind, branch_id, device_id, start_at, end_at, patient_id, study_type_id)
     select 'appointment', $1, d.id, s.at, s.at + interval '25 minutes',
            (select array_agg(id order by id) from patients)[1 + (s.k + d.id) %
              (select count(*) from patients)::int],
            $2
       from unnest($3::int[]) d(id)
       cross join lateral (
         select k, ($4::date + time '08:00' + k * interval '30 minutes')
                   at time zone 'Europe/Warsaw' as at
           from generate_series(0, $5 - 1) k) s`,
    [branch.id, type.id, devices.map((d) => d.id), date, PER_DEVICE],
  );
  await pool.query(
    `insert into user_branches (user_id, branch_id) select id, $1 from users where login = $2`,
    [branch.id, REGISTRAR],
  );
  await pool.query(`update users set accepted_terms = true where login = $1`, [REGISTRAR]);
}

/** Signs in through the form and shows `date` with every device of the branch. */
async function openDay(browser, base, date) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Akceptuję' }).click();
  await page.getByRole('textbox', { name: 'Login' }).fill(REGISTRAR);
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByRole('button', { name: 'Wyloguj' }).waitFor();
  await page.goto(`${base}/appointments?date=${date}`);
  await page.getByRole('button', { name: 'Wybierz kalendarze' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Kalendarze' });
  await dialog.getByRole('checkbox', { name: `Wszystkie gabinety: ${BRANCH}` }).check();
  await dialog.getByRole('button', { name: 'Zastosuj' }).click();
  await waitForBlocks(page);
  return page;
}

function waitForBlocks(page) {
  return page.waitForFunction(
    (count) => document.querySelectorAll('[data-booking-id]').length >= count,
    DEVICES * PER_DEVICE,
    { polling: 'raf', timeout: 60_000 },
  );
}

async function firstRender(page, base, date) {
  await page.goto(`${base}/appointments?date=${date}`);
  await waitForBlocks(page);
  if (process.env.BENCH_TRACE)
    console.log(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('graphql'))
          .map((entry) => `${entry.startTime.toFixed(0)}-${entry.responseEnd.toFixed(0)}`)
          .join(' '),
      ),
      await page.evaluate(() =>
        performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd.toFixed(0),
      ),
    );
  return page.evaluate(() => performance.now());
}

const slot = (page, device, time) =>
  page.getByRole('gridcell', { name: new RegExp(`^${device}, ${time},`) });

/** Page B notes the moment the slot's label turns to taken. */
function watchSlot(page, device, time) {
  return page.evaluate(
    ([prefix]) => {
      window.__seenAt = null;
      const cell = [...document.querySelectorAll('[role="gridcell"]')].find((element) =>
        element.getAttribute('aria-label')?.startsWith(prefix),
      );
      const observer = new MutationObserver(() => {
        if (window.__seenAt !== null) return;
        const label = [...document.querySelectorAll('[role="gridcell"]')]
          .find((element) => element.getAttribute('aria-label')?.startsWith(prefix))
          ?.getAttribute('aria-label');
        if (label && !label.endsWith('wolny')) {
          window.__seenAt = Date.now();
          observer.disconnect();
        }
      });
      observer.observe(cell.closest('[role="grid"]'), {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-label'],
      });
    },
    [`${device}, ${time},`],
  );
}

/** Page A drags the block with the mouse; the drop's moment is its `drop` event. */
async function drop(page, fromDevice, fromTime, toDevice, toTime) {
  await page.evaluate(() => {
    window.__dropAt = null;
    // An HTML5 drag ends in `drop` (no pointerup follows it); the first of them is the moment.
    for (const type of ['drop', 'pointerup', 'mouseup']) {
      document.addEventListener(type, () => (window.__dropAt ??= Date.now()), {
        once: true,
        capture: true,
      });
    }
  });
  // The block lies over its first slot: pressing there picks it up.
  const source = slot(page, fromDevice, fromTime);
  const target = slot(page, toDevice, toTime);
  await target.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 4, from.y + from.height / 2 + 4, { steps: 2 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
}

async function main({ base, databaseUrl, ready }) {
  await ready;
  const date = comingWednesday();
  const db = openDatabase(databaseUrl, { max: 2 });
  try {
    await fill(db.pool, date);
  } finally {
    await db.pool.end();
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    const a = await openDay(browser, base, date);
    const b = await openDay(browser, base, date);

    // First render: one warm-up, then the runs (the code is cached after the first).
    await firstRender(a, base, date);
    const renders = [];
    for (let run = 0; run < RENDERS; run++) renders.push(await firstRender(a, base, date));

    // Moves: the last-but-one appointment of device n (16:00) to 17:00 of device n + 1, a free
    // slot near enough that both are on screen; a second round uses 16:30 and 17:30.
    const latencies = [];
    for (let run = 0; run < MOVES; run++) {
      const pad = (n) => String(n).padStart(2, '0');
      const fromDevice = `Pantomograf ${pad(1 + (run % (DEVICES - 1)))}`;
      const toDevice = `Pantomograf ${pad(2 + (run % (DEVICES - 1)))}`;
      const fromTime = run < DEVICES - 1 ? '16:00' : '16:30';
      const toTime = run < DEVICES - 1 ? '17:00' : '17:30';
      await watchSlot(b, toDevice, toTime);
      await drop(a, fromDevice, fromTime, toDevice, toTime);
      try {
        await b.waitForFunction(() => window.__seenAt !== null, null, { timeout: 10_000 });
      } catch (error) {
        await a.screenshot({ path: 'live-browser-a.png' });
        throw error;
      }
      const dropAt = await a.evaluate(() => window.__dropAt);
      const seenAt = await b.evaluate(() => window.__seenAt);
      latencies.push(seenAt - dropAt);
    }

    const sorted = (values) => [...values].sort((x, y) => x - y);
    console.log(
      `Calendar in Chromium — ${DEVICES} devices, ${DEVICES * PER_DEVICE} appointments that day; ` +
        `Node ${process.version}, ${os.cpus().length} cores, built API and web`,
    );
    printTableHeader(['measure', 'runs', 'p50 ms', 'p95 ms', 'max ms']);
    for (const [name, values] of [
      ['first render of the day', renders],
      ['drop in A → change in B', latencies],
    ]) {
      console.log(
        tableRow([
          name,
          String(values.length),
          median(values).toFixed(0),
          percentile(sorted(values), 95).toFixed(0),
          Math.max(...values).toFixed(0),
        ]),
      );
    }
  } finally {
    await browser.close();
  }
}

await withBenchApi({ name: 'calendar_browser', dist: true, web: true }, main);
