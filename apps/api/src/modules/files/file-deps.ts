import type { Database } from '../../db/client.js';
import type { Storage } from '../../platform/storage/storage.js';

/** What the file services work with: the database and the storage, nothing from the request. */
export interface FileDeps {
  db: Database;
  storage: Storage;
}
