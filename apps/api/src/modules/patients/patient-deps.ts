import type { Database } from '../../db/client.js';
import type { ReadAudit } from '../../platform/audit/read-audit.js';
import type { Storage } from '../../platform/storage/storage.js';

/**
 * What the patient services work with: the database, (to delete files) the storage, and the
 * audit trail of reads.
 */
export interface PatientDeps {
  db: Database;
  storage: Storage;
  readAudit: ReadAudit;
}
