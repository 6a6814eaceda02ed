import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assertPostgresCanEnter,
  embeddedBinariesFolder,
  findOsUser,
  firstFolderClosedTo,
} from './embedded-access.js';

// A home folder of mode 700 with the checkout and its data folder inside, as on a fresh server.
let base: string;
let home: string;
let dataDir: string;

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'portal-access-'));
  await chmod(base, 0o755);
  home = path.join(base, 'home');
  dataDir = path.join(home, 'portal', 'data');
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  await chmod(home, 0o700);
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('a user that does not exist yet (decided by the "others" bits)', () => {
  it('names the first folder it cannot enter', () => {
    expect(firstFolderClosedTo(dataDir, null)).toBe(home);
  });

  it('finds nothing closed once the folder may be entered', async () => {
    await chmod(home, 0o711);
    expect(firstFolderClosedTo(dataDir, null)).toBeNull();
  });
});

const postgres = findOsUser('postgres');

describe.runIf(userInfo().uid === 0 && postgres)('the postgres OS user, asked as root', () => {
  it('names the home folder of mode 700', () => {
    expect(firstFolderClosedTo(dataDir, postgres)).toBe(home);
  });

  it('says in one line to choose another DATA_DIR', () => {
    const check = () =>
      assertPostgresCanEnter({ dataDir, binariesDir: embeddedBinariesFolder() }, postgres);
    expect(check).toThrow(
      `the OS user "postgres" that runs the embedded database cannot enter ${home}: set DATA_DIR to a folder it can enter (e.g. DATA_DIR=/var/lib/portal), or run chmod o+x ${home}`,
    );
  });

  it('says to move the checkout when its programs are out of reach', () => {
    const binariesDir = path.join(home, 'portal', 'node_modules');
    const check = () => assertPostgresCanEnter({ dataDir: base, binariesDir }, postgres);
    expect(check).toThrow(/cannot enter .*, which holds its programs: move the checkout/);
  });

  it('accepts folders it can enter', async () => {
    await chmod(home, 0o755);
    expect(() =>
      assertPostgresCanEnter({ dataDir, binariesDir: embeddedBinariesFolder() }, postgres),
    ).not.toThrow();
  });
});
