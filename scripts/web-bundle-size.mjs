// The JavaScript a page of the built web app downloads, read from Vite's manifest
// (apps/web/dist/.vite/manifest.json), with each file's gzip size.
// `node scripts/web-bundle-size.mjs` prints it for the public pages; the budget test
// (web-bundle-budget.test.mjs) fails when one grows past its budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/dist',
);

const KiB = 1024;

/**
 * The public pages: what each one loads, by manifest key or chunk name, and the most JavaScript
 * it may download, gzip.
 * - `/login` (a first visit, no session): the entry (index.html), the sign-in entry and the
 *   sign-in texts of the language shown, Polish being the default (ADR 0033). Issue 11's goal,
 *   150 KB, is its budget: React's DOM alone is 66 KiB of it.
 * - `/kiosk`: the entry, the portal (app/boot.tsx), the kiosk's page and the core texts. Its
 *   budget holds what was reached, a few KiB above it (ADR 0027), so it cannot grow unnoticed.
 * - `/schedule-appointment`: the entry, the scheduling entry (which shares the sign-in chunk's
 *   React and MUI), the shared texts and its own, in Polish (ADR 0040). A patient opens it from
 *   a mail on a phone: it keeps to the sign-in page's 150 KB.
 * - `/patient-studies` (and /patient-studies-logout, the same entry): the entry, the results
 *   page's entry (React and MUI from the sign-in chunk), the shared texts and its own, in Polish
 *   (issue 18 §1). Patients open it from a mail on a phone, as the scheduling page: 150 KB. The
 *   proof-of-work widget, the form's checks (zod), the dialogs and the terms load when needed.
 */
export const PUBLIC_PAGES = {
  '/login': {
    entries: ['index.html', 'sign-in', 'sign-in-pl'],
    budgetGzipBytes: 150 * 1000,
  },
  '/kiosk': {
    entries: [
      'index.html',
      'src/app/boot.tsx',
      'src/features/kiosk/pages/kiosk-page.tsx',
      'locale-pl',
      'sign-in-pl',
    ],
    // 330 KiB until the light pages' frame (app/light-app.tsx) joined the sign-in chunk the
    // portal shares: +0.1 KiB here for one frame instead of three copies. 333 KiB since the
    // sign-in page's modules became two chunks (vite.config.ts), which the patients' pages
    // share only one of: the kiosk loads both, +0.9 KiB. 334 KiB with the sign-in page's
    // social sign-in (its return's check and lazy import, ADR 0047). 335 KiB with the doctors'
    // messages in the domain's catalogue, which every page carries in three languages (issue 20:
    // the form's and deletion's refusals, the export's headings); the doctors' documents load
    // with their pages (codegen.ts). 337 KiB with the visits' and complaints' messages and
    // permissions (issue 21; their documents load with their pages, the CSV headings moved to the
    // server's own catalogue, platform/csv/csv-texts.ts). 339 KiB with the calendar sync's,
    // the inbox's and the councils' messages (issue 21, 22) and the messages pages' entries in
    // the route table; their documents and the top bar's badge load with the portal's pages.
    budgetGzipBytes: 339 * KiB,
  },
  '/schedule-appointment': {
    entries: [
      'index.html',
      'src/app/schedule-appointment/schedule-entry.tsx',
      'sign-in-pl',
      'src/locales/pl/scheduling.json',
    ],
    budgetGzipBytes: 150 * 1000,
  },
  '/patient-studies': {
    entries: [
      'index.html',
      'src/app/patient-studies/patient-studies-entry.tsx',
      'sign-in-pl',
      'src/locales/pl/patientStudies.json',
    ],
    budgetGzipBytes: 150 * 1000,
  },
};

export function readManifest(dist = WEB_DIST) {
  const file = path.join(dist, '.vite/manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The JS files that loading `entries` downloads: each entry's file and, transitively, its static
 * imports (a lazy chunk's static imports are fetched with it). Dynamic imports are left out: they
 * load later, on demand (the proof-of-work widget, the editor, the QR decoder).
 */
export function filesLoadedBy(manifest, entries) {
  const files = new Set();
  const visit = (entry) => {
    const chunk =
      manifest[entry] ?? Object.values(manifest).find((candidate) => candidate.name === entry);
    if (!chunk) throw new Error(`${entry} is not in the web build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/** Each file with its size and gzip size (level 9, as the build's precompressed .gz). */
export function sizesOf(files, dist = WEB_DIST) {
  return files.map((file) => {
    const content = readFileSync(path.join(dist, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
}

const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

/** The files `page` loads with their sizes, and the gzip total. */
export function pageWeight(manifest, page, dist = WEB_DIST) {
  const files = sizesOf(filesLoadedBy(manifest, PUBLIC_PAGES[page].entries), dist);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = readManifest();
  if (!manifest) {
    console.error(`No web build in ${WEB_DIST}: run npm run build first.`);
    process.exit(1);
  }
  for (const [page, { budgetGzipBytes }] of Object.entries(PUBLIC_PAGES)) {
    const { files, gzipBytes } = pageWeight(manifest, page);
    console.log(`${page}`);
    for (const file of files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(
        `  ${file.file.padEnd(48)} ${kib(file.bytes).padStart(11)} ${kib(file.gzipBytes).padStart(11)}`,
      );
    }
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `  ${`total of ${files.length} files`.padEnd(48)} ${kib(bytes).padStart(11)} ${kib(gzipBytes).padStart(11)} gzip, budget ${kib(budgetGzipBytes)}`,
    );
  }
}
