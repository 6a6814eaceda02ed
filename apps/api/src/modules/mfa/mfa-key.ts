import type { Config } from '../../config.js';
import { sealingKey } from '../../platform/crypto/sealed.js';

/**
 * The key that seals the authenticators' TOTP secrets (ADR 0046): MFA_SECRET_KEY, or the data
 * folder's `mfa-secret-key` (made outside production, as the file URLs' secret is).
 */
export const mfaKey = (config: Pick<Config, 'env' | 'dataDir' | 'mfa'>): Promise<Buffer> =>
  sealingKey({
    configured: config.mfa.secretKey,
    dataDir: config.dataDir,
    production: config.env === 'production',
    variable: 'MFA_SECRET_KEY',
    fileName: 'mfa-secret-key',
  });
