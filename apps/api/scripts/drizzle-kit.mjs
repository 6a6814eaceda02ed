// Runs drizzle-kit with the given arguments (`npm run db:generate -w apps/api`).
// npm installs drizzle-orm inside apps/api/node_modules but hoists drizzle-kit to the root, and
// drizzle-kit imports drizzle-orm from its own location; a link for the duration of the run lets
// it find the API's copy. The link is removed afterwards so the tree stays as npm made it.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootLink = path.resolve(apiDir, '../../node_modules/drizzle-orm');
const ownCopy = path.join(apiDir, 'node_modules/drizzle-orm');
const linked = !existsSync(rootLink) && existsSync(ownCopy);
if (linked) symlinkSync(ownCopy, rootLink, 'dir');
try {
  const result = spawnSync('npx', ['drizzle-kit', ...process.argv.slice(2)], {
    cwd: apiDir,
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
} finally {
  if (linked) rmSync(rootLink);
}
