import type { AuditOutcome } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Actor } from '../../auth/actor.js';

/** Audit actions of the files module; `file.<what>` with entity `file` and the file's id. */
export type FileAuditAction =
  | 'file.prepare'
  | 'file.confirm'
  | 'file.signParts'
  | 'file.listParts'
  | 'file.generate'
  | 'file.download'
  | 'file.delete'
  | 'file.cleanup'
  | 'file.profilePicture.set'
  | 'file.profilePicture.delete';

/**
 * One audit row about a file. `details` holds ids, types, sizes and reasons only: never the file
 * name (it often carries a patient's name) or anything else personal.
 */
export function auditFile(
  db: Executor,
  caller: Actor | null,
  action: FileAuditAction,
  outcome: AuditOutcome,
  fileId: string | undefined,
  details?: Record<string, string | number | boolean | null>,
): Promise<void> {
  return recordAudit(db, {
    action,
    outcome,
    actorUserId: caller?.userId ?? null,
    entityType: 'file',
    entityId: fileId,
    address: caller?.address ?? null,
    details: caller ? { role: caller.role, ...details } : details,
  });
}
