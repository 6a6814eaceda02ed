import type { Database } from '../../db/client.js';
import type { Storage } from '../../platform/storage/storage.js';

/** What the patient services work with: the database and (to delete files) the storage. */
export interface PatientDeps {
  db: Database;
  storage: Storage;
}
