import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { loadServerSecret, type SecretName } from '../storage/file-url-secret.js';

/**
 * Secrets the portal keeps in its database sealed with a key that is not there (ADR 0046, 0052):
 * a copy of the database alone then gives nobody a TOTP code or a calendar token.
 */

export interface SealingKeySource extends SecretName {
  /** The variable's value when set. */
  configured: string | undefined;
  dataDir: string;
  production: boolean;
}

const keys = new Map<string, Promise<Buffer>>();

/**
 * The AES-256 key of a named secret: the variable, or the data folder's file (made outside
 * production). Loaded once per folder, name and value; a failed load is tried again next time.
 */
export function sealingKey(source: SealingKeySource): Promise<Buffer> {
  const id = [source.dataDir, source.fileName, source.configured ?? ''].join('\u0000');
  let key = keys.get(id);
  if (!key) {
    key = loadServerSecret(source, source).then((secret) =>
      // The secret is text of any length: its SHA-256 is the AES-256 key.
      createHash('sha256').update(secret).digest(),
    );
    key.catch(() => keys.delete(id));
    keys.set(id, key);
  }
  return key;
}

const VERSION = 'v1';

/** `v1.<iv>.<tag>.<ciphertext>`, base64url: AES-256-GCM with a fresh 96-bit IV. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed text, or an error when it was sealed with another key or tampered with. */
export function unseal(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !data) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
