import { roleHas, type Permission } from '@portal/domain';
import type { Actor } from './actor.js';

/** The rules read who acts and as which role; the address is only for the audit trail. */
type PolicyActor = Pick<Actor, 'userId' | 'role'>;

/** What someone wants to do with a file. */
export type FileAction = 'upload' | 'confirm' | 'read' | 'delete';

/** What a file belongs to: a patient (and maybe one of their studies) or a user. */
export interface FileOwnership {
  patientId: number | null;
  studyId: number | null;
  ownerUserId: number | null;
  /** Who prepared the upload; null for a file not yet written (the upload check). */
  uploadedById: number | null;
}

const PATIENT_FILE_PERMISSION: Record<FileAction, Permission> = {
  upload: 'files.upload',
  confirm: 'files.upload',
  read: 'files.read',
  delete: 'files.delete',
};

/** What a user's own file needs besides being theirs (prepareUpload's `orRecordRule`, ADR 0023). */
const OWN_FILE_PERMISSION: Partial<Record<FileAction, Permission>> = {
  upload: 'files.uploadOwn',
  confirm: 'files.uploadOwn',
};

/**
 * The one place that decides who may upload, confirm, read or delete a file, from what the file
 * belongs to. Deny by default: anything not matched below is refused.
 *
 * - A user's own file (profile picture, stamp): only that user, whatever the role (every role
 *   holds `files.uploadOwn`).
 * - A patient's file: a role holding the catalogue's `files.upload`, `files.read` or
 *   `files.delete`; only the uploader confirms their own upload.
 * - A file with a study but no patient, or no owner: nobody, until the studies feature brings
 *   the study's own scope.
 */
export function mayAccessFile(
  actor: PolicyActor,
  action: FileAction,
  file: FileOwnership,
): boolean {
  if (file.patientId === null && file.studyId === null && file.ownerUserId !== null) {
    const needs = OWN_FILE_PERMISSION[action];
    if (needs && !roleHas(actor.role, needs)) return false;
    return file.ownerUserId === actor.userId;
  }
  if (file.patientId !== null && file.ownerUserId === null) {
    if (!roleHas(actor.role, PATIENT_FILE_PERMISSION[action])) return false;
    return action !== 'confirm' || file.uploadedById === actor.userId;
  }
  return false;
}
