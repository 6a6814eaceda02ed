import { roleHas, type FileType, type Permission } from '@portal/domain';
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
  /** False for a study upload the files tab has not saved yet (files.attached). */
  attached?: boolean;
  /** Moved to the study's rejected files (or refused by the dropzone). */
  rejected?: boolean;
  fileType?: FileType;
}

const PATIENT_FILE_PERMISSION: Record<FileAction, Permission> = {
  upload: 'files.upload',
  confirm: 'files.upload',
  read: 'files.read',
  delete: 'files.delete',
};

/** A study's files are read by everyone who sees the study; the rest as a patient's files. */
const STUDY_FILE_PERMISSION: Record<FileAction, Permission> = {
  ...PATIENT_FILE_PERMISSION,
  read: 'files.readStudy',
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
 *   holds `files.uploadOwn`). A stamp is uploaded by whoever sets it — the doctor, or an Admin or
 *   Manager for another doctor — so it is the uploader's own file until updateStampPicture hands
 *   it to the doctor's account (doctors/stamp-picture.service.ts). Who may set a doctor's stamp
 *   and who sees it (`doctors.stamp`, `doctors.readStamp`) is that service's rule, not this one.
 * - A study's file (it has its patient too): the study must be one the caller sees — the services check that with the
 *   study's scope (studiesOf), this rule cannot. Then reading takes `files.readStudy`, except a
 *   rejected file, a description request or an upload not saved yet (`files.read`, and only its
 *   uploader for the latter); deleting takes `files.delete`, or being the uploader of an unsaved upload.
 * - A patient's file: a role holding the catalogue's `files.upload`, `files.read` or
 *   `files.delete`; only the uploader confirms their own upload.
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
  if (file.ownerUserId !== null || file.patientId === null) return false;
  const ownUpload = file.uploadedById === actor.userId;
  if (file.studyId !== null) {
    const unsaved = file.attached === false;
    if (action === 'delete' && unsaved && ownUpload) {
      return roleHas(actor.role, 'files.discardUpload');
    }
    if (action === 'read' && (unsaved || file.rejected === true || staffOnly(file))) {
      return roleHas(actor.role, 'files.read') && (!unsaved || ownUpload);
    }
    if (!roleHas(actor.role, STUDY_FILE_PERMISSION[action])) return false;
    return action !== 'confirm' || ownUpload;
  }
  if (!roleHas(actor.role, PATIENT_FILE_PERMISSION[action])) return false;
  return action !== 'confirm' || ownUpload;
}

/**
 * A description request is written for the describer and may carry the request comment, which
 * referring roles do not read when the description is incognito (part 2 §6): it stays with the
 * roles that read patient files.
 */
function staffOnly(file: FileOwnership): boolean {
  return file.fileType === 'StudyDescriptionRequest';
}

/** The types a study's files tab takes (spec part 2 §3 Study file). */
export const STUDY_FILE_TYPES = [
  'StudyImage',
  'StudyDescription',
  'StudyDescriptionRequest',
  'StudyReferal',
] as const satisfies readonly FileType[];

/**
 * Which study files a role uploads: the roles that edit studies any of them, a describing doctor
 * only descriptions (what the describer attaches, issue 16).
 */
export function mayUploadStudyFileType(actor: PolicyActor, fileType: FileType): boolean {
  if (!(STUDY_FILE_TYPES as readonly FileType[]).includes(fileType)) return false;
  return roleHas(actor.role, 'studies.edit') || fileType === 'StudyDescription';
}
