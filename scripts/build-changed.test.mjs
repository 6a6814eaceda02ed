// `node --test scripts/` (part of `npm run test:unit`): when build-changed.mjs skips a build.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { inputsHash, isCurrent, recordBuild } from './build-changed.mjs';

const workspace = {
  name: 'apps/demo',
  inputs: ['apps/demo/src'],
  output: 'apps/demo/dist/main.js',
};
let base;
let stamps;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  writeFileSync(path.join(base, file), text);
};
const hash = () => inputsHash(base, workspace.inputs);

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'portal-build-changed-'));
  stamps = path.join(base, 'stamps');
  write('apps/demo/src/main.ts', 'export const a = 1;\n');
  write('apps/demo/dist/main.js', 'export const a = 1;\n');
});

afterEach(() => rmSync(base, { recursive: true, force: true }));

test('a workspace never built is built', () => {
  assert.equal(isCurrent(base, stamps, workspace, hash()), false);
});

test('a build is skipped while the inputs are unchanged, even when touched', () => {
  recordBuild(stamps, workspace, hash());
  utimesSync(path.join(base, 'apps/demo/src/main.ts'), new Date(), new Date(Date.now() + 60_000));
  assert.equal(isCurrent(base, stamps, workspace, hash()), true);
});

test('a changed, added or removed input makes it build again', () => {
  recordBuild(stamps, workspace, hash());
  write('apps/demo/src/main.ts', 'export const a = 2;\n');
  assert.equal(isCurrent(base, stamps, workspace, hash()), false);
  recordBuild(stamps, workspace, hash());
  write('apps/demo/src/extra.ts', '');
  assert.equal(isCurrent(base, stamps, workspace, hash()), false);
  recordBuild(stamps, workspace, hash());
  rmSync(path.join(base, 'apps/demo/src/extra.ts'));
  assert.equal(isCurrent(base, stamps, workspace, hash()), false);
});

test('a missing output makes it build again', () => {
  recordBuild(stamps, workspace, hash());
  rmSync(path.join(base, 'apps/demo/dist'), { recursive: true });
  assert.equal(isCurrent(base, stamps, workspace, hash()), false);
});

test('another commit changes the hash of an output that shows it', () => {
  assert.notEqual(inputsHash(base, workspace.inputs, 'a'), inputsHash(base, workspace.inputs, 'b'));
});
