import type { Config } from '../../config.js';
import { loadFileUrlSecret } from './file-url-secret.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The storage the configuration asks for: S3 when S3_BUCKET is set, else the local folder. */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.files.s3) return new S3Storage(config.files.s3);
  const secret = await loadFileUrlSecret({
    configured: config.files.urlSecret,
    dataDir: config.dataDir,
    production: config.env === 'production',
  });
  const storage = new LocalStorage(config.files.dir, secret);
  await storage.secureRoot();
  return storage;
}
