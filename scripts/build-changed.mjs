// Builds only the workspaces whose inputs changed since their last build (`npm start`, `npm test`).
// A full build takes about 45 s, the server starts in a few; a restart without changes must not
// pay for the build. Each workspace's inputs (sources, configs, the lock file) are hashed by
// content; the hash of the last successful build is kept in node_modules/.cache/portal-build/,
// and a build is skipped when the hash is unchanged and its output is still there.
// `npm run build` still builds everything. Arguments name the workspaces to consider (default all):
// `node scripts/build-changed.mjs packages/domain`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['package-lock.json', 'tsconfig.base.json'];
const domainSources = ['packages/domain/src', 'packages/domain/package.json'];

/** In build order: the API's build reads the domain's declarations. */
export const WORKSPACES = [
  {
    name: 'packages/domain',
    inputs: [
      ...shared,
      ...domainSources,
      'packages/domain/tsconfig.json',
      'packages/domain/tsconfig.build.json',
    ],
    output: 'packages/domain/dist/index.js',
  },
  {
    name: 'apps/web',
    inputs: [
      ...shared,
      ...domainSources,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'apps/web/vite.config.ts',
    ],
    output: 'apps/web/dist/index.html',
    // The bundle shows the commit it was built from (vite.config.ts), as does the server.
    withCommit: true,
  },
  {
    name: 'apps/api',
    inputs: [
      ...shared,
      ...domainSources,
      'apps/api/src',
      'apps/api/scripts/copy-assets.mjs',
      'apps/api/package.json',
      'apps/api/tsconfig.json',
      'apps/api/tsconfig.build.json',
    ],
    output: 'apps/api/dist/main.js',
  },
];

/** Every file below `entry` (a file or a folder), relative to `base`, sorted. */
function listFiles(base, entry) {
  const full = path.join(base, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((item) => item.name !== 'node_modules' && item.name !== 'dist')
    .flatMap((item) => listFiles(base, path.join(entry, item.name)))
    .sort();
}

/** A hash of the names and contents of the inputs (plus the commit when the output shows it). */
export function inputsHash(base, inputs, commit = '') {
  const hash = createHash('sha256').update(commit);
  for (const file of inputs.flatMap((entry) => listFiles(base, entry))) {
    hash.update(`\0${file}\0`).update(readFileSync(path.join(base, file)));
  }
  return hash.digest('hex');
}

function gitCommit() {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT;
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

/** Whether the workspace's last recorded build matches `hash` and its output still exists. */
export function isCurrent(base, stampDir, workspace, hash) {
  const stamp = path.join(stampDir, `${workspace.name.replace('/', '-')}.json`);
  if (!existsSync(stamp) || !existsSync(path.join(base, workspace.output))) return false;
  try {
    return JSON.parse(readFileSync(stamp, 'utf8')).hash === hash;
  } catch {
    return false;
  }
}

export function recordBuild(stampDir, workspace, hash) {
  mkdirSync(stampDir, { recursive: true });
  const stamp = path.join(stampDir, `${workspace.name.replace('/', '-')}.json`);
  writeFileSync(stamp, `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
}

function main(names) {
  const stampDir = path.join(root, 'node_modules/.cache/portal-build');
  const commit = gitCommit();
  const unknown = names.filter((name) => !WORKSPACES.some((workspace) => workspace.name === name));
  if (unknown.length > 0) throw new Error(`unknown workspace: ${unknown.join(', ')}`);
  const chosen = WORKSPACES.filter((w) => names.length === 0 || names.includes(w.name));
  for (const workspace of chosen) {
    const hash = inputsHash(root, workspace.inputs, workspace.withCommit ? commit : '');
    if (isCurrent(root, stampDir, workspace, hash)) {
      console.log(`${workspace.name}: up to date, not rebuilt`);
      continue;
    }
    console.log(`${workspace.name}: building`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace.name], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      process.exitCode = result.status ?? 1;
      return;
    }
    recordBuild(stampDir, workspace, hash);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
