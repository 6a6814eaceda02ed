// Runs drizzle-kit with the given arguments (`npm run db:generate -w apps/api`).
// drizzle-kit loads the schema, which imports @portal/domain from its build: the domain is built
// first when it changed (scripts/build-changed.mjs at the root).
// npm installs drizzle-orm inside apps/api/node_modules but hoists drizzle-kit to the root, and
// drizzle-kit imports drizzle-orm from its own location; a link for the duration of the run lets
// it find the API's copy. The link is removed afterwards so the tree stays as npm made it.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(apiDir, '../..');

/** Builds packages/domain unless its build is current; false when the build failed. */
export function buildDomain() {
  const result = spawnSync(
    process.execPath,
    [path.join(rootDir, 'scripts/build-changed.mjs'), 'packages/domain'],
    { cwd: rootDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return result.status === 0;
}

/** Runs drizzle-kit in apps/api; `capture` returns its output instead of showing it. */
export function runDrizzleKit(args, { capture = false } = {}) {
  const rootLink = path.join(rootDir, 'node_modules/drizzle-orm');
  const ownCopy = path.join(apiDir, 'node_modules/drizzle-orm');
  const linked = !existsSync(rootLink) && existsSync(ownCopy);
  if (linked) symlinkSync(ownCopy, rootLink, 'dir');
  try {
    const bin = path.join(rootDir, 'node_modules/drizzle-kit/bin.cjs');
    return spawnSync(process.execPath, [bin, ...args], {
      cwd: apiDir,
      // Captured runs have no terminal: a question (a rename?) ends them instead of waiting.
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      encoding: 'utf8',
      timeout: 120_000,
    });
  } finally {
    if (linked) rmSync(rootLink);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!buildDomain()) process.exit(1);
  const result = runDrizzleKit(process.argv.slice(2));
  process.exitCode = result.status ?? 1;
}
