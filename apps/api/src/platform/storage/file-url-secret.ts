import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Same minimum as FILE_URL_SECRET and MFA_SECRET_KEY in config.ts. */
const MIN_SECRET_LENGTH = 32;
export const SECRET_FILE_NAME = 'file-url-secret';

/** A server secret: its variable, and the file of the data folder that holds it otherwise. */
export interface SecretName {
  variable: string;
  fileName: string;
}

export class FileUrlSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileUrlSecretError';
  }
}

async function readSecret(file: string, variable: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new FileUrlSecretError(
      `${file} holds no usable secret (at least ${MIN_SECRET_LENGTH} characters); remove it or set ${variable}`,
    );
  }
  return secret;
}

/**
 * The secret that signs local file URLs (ADR 0009): FILE_URL_SECRET when set; otherwise the one
 * stored in `<DATA_DIR>/file-url-secret`, so restarts and every API copy sharing the data folder
 * sign alike. Outside production a missing file is created (mode 0600) with 32 random bytes; in
 * production a missing secret stops the start, because copies on other machines would each make
 * their own and refuse each other's URLs.
 *
 * The file appears whole or not at all (written aside, then hard-linked into place, which fails
 * when another copy got there first), so two copies starting together agree on one secret.
 */
export function loadFileUrlSecret(options: SecretOptions): Promise<Buffer> {
  return loadServerSecret(options, { variable: 'FILE_URL_SECRET', fileName: SECRET_FILE_NAME });
}

interface SecretOptions {
  configured: string | undefined;
  dataDir: string;
  production: boolean;
}

/**
 * A secret of the server, kept as the file URLs' one is (above): the variable when set, else the
 * data folder's file, made outside production. The MFA key is one too (ADR 0046).
 */
export async function loadServerSecret(
  options: SecretOptions,
  { variable, fileName }: SecretName,
): Promise<Buffer> {
  if (options.configured) return Buffer.from(options.configured, 'utf8');
  const file = path.join(options.dataDir, fileName);
  const stored = await readSecret(file, variable);
  if (stored) return Buffer.from(stored, 'utf8');
  if (options.production) {
    throw new FileUrlSecretError(
      `${variable} is not set and ${file} does not exist; set one (e.g. \`openssl rand -hex 32\`)`,
    );
  }
  await mkdir(options.dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return Buffer.from((await readSecret(file, variable))!, 'utf8');
}
