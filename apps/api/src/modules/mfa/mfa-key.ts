import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import { loadServerSecret } from '../../platform/storage/file-url-secret.js';

/**
 * The key that seals the authenticators' TOTP secrets (ADR 0046): MFA_SECRET_KEY, or the data
 * folder's `mfa-secret-key` (made outside production, as the file URLs' secret is). A copy of the
 * database alone then gives no codes. Loaded once per data folder and key.
 */
const keys = new Map<string, Promise<Buffer>>();

export function mfaKey(config: Pick<Config, 'env' | 'dataDir' | 'mfa'>): Promise<Buffer> {
  const id = `${config.dataDir}\u0000${config.mfa.secretKey ?? ''}`;
  let key = keys.get(id);
  if (!key) {
    key = loadServerSecret(
      {
        configured: config.mfa.secretKey,
        dataDir: config.dataDir,
        production: config.env === 'production',
      },
      { variable: 'MFA_SECRET_KEY', fileName: 'mfa-secret-key' },
      // The secret is text of any length: its SHA-256 is the AES-256 key.
    ).then((secret) => createHash('sha256').update(secret).digest());
    // A failed load is tried again by the next call.
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
  if (version !== VERSION || !iv || !tag || !data) throw new Error('not a sealed MFA secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
