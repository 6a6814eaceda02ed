import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileUrlSecretError, loadFileUrlSecret, SECRET_FILE_NAME } from './file-url-secret.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-secret-test-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const load = (production = false, configured?: string) =>
  loadFileUrlSecret({ configured, dataDir, production });

describe('loadFileUrlSecret', () => {
  it('uses FILE_URL_SECRET when set, and writes nothing', async () => {
    const secret = 'configured-secret-of-at-least-32-chars';
    expect((await load(false, secret)).toString()).toBe(secret);
    await expect(stat(path.join(dataDir, SECRET_FILE_NAME))).rejects.toThrow();
  });

  it('creates one secret, readable by the owner only, that every later start reads', async () => {
    const [a, b, c] = await Promise.all([load(), load(), load()]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(true);
    expect(a.length).toBe(64);
    const file = path.join(dataDir, SECRET_FILE_NAME);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await load()).equals(a)).toBe(true);
    // Production reads a stored secret too.
    expect((await load(true)).equals(a)).toBe(true);
    expect((await readFile(file, 'utf8')).trim()).toBe(a.toString());
  });

  it('refuses to invent a secret in production', async () => {
    await expect(load(true)).rejects.toThrow(FileUrlSecretError);
    await expect(load(true)).rejects.toThrow(/FILE_URL_SECRET is not set/);
  });

  it('refuses a stored secret that is too short', async () => {
    await writeFile(path.join(dataDir, SECRET_FILE_NAME), 'short\n');
    await expect(load()).rejects.toThrow(/no usable secret/);
  });
});
