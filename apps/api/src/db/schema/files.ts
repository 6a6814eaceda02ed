import { FILE_KINDS, FILE_TYPES, type FileKind, type FileType } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { doctors } from './doctors.js';
import { patients } from './patients.js';
import { studies } from './studies.js';
import { users } from './users.js';

export type FileStatus = 'pending' | 'ready';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Every stored file: the row is written by prepareUpload, the bytes arrive through a signed URL,
 * and confirmUpload checks them and marks the row `ready` (ADR 0009). A file belongs to a patient
 * (optionally one of their studies) or to a user (profile picture, stamp); who may read or delete
 * it follows from that (auth/file-policy.ts). A row the client sent as `rejected` records the
 * rejection only: it never gets bytes.
 */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Where the confirmed bytes live in the storage (local folder or S3 bucket). */
    storageKey: text().notNull(),
    /** The uploader's name for the file, sanitized; offered back on download. */
    originalFilename: text().notNull(),
    /** The type the browser reported; a hint only, downloads use `detectedKind`. */
    mimetype: text().notNull(),
    fileType: text().$type<FileType>().notNull(),
    declaredSize: bigint({ mode: 'number' }).notNull(),
    storedSize: bigint({ mode: 'number' }),
    /** Hex SHA-256 of the stored bytes, computed when the upload is confirmed. */
    sha256: text(),
    detectedKind: text().$type<FileKind>(),
    status: text().$type<FileStatus>().notNull().default('pending'),
    rejected: boolean().notNull().default(false),
    rejectionReason: text(),
    patientId: integer().references(() => patients.id),
    /** The study the file belongs to, if any. */
    studyId: integer().references(() => studies.id),
    /**
     * False while a study's upload waits for the files tab to be saved (updateStudyFiles): the
     * study does not show it yet, and the stale-upload cleanup removes it if it is never saved.
     */
    attached: boolean().notNull().default(true),
    /**
     * The open S3 multipart upload of a pending file that goes in parts (ADR 0039), and the size
     * of its parts; both null for one PUT, and cleared when the upload is confirmed.
     */
    multipartUploadId: text(),
    multipartPartSize: integer(),
    ownerUserId: integer().references(() => users.id),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('files_storage_key').on(t.storageKey),
    // The stale-upload cleanup reads only pending uploads, oldest first.
    index('files_pending_created')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' and not ${t.rejected}`),
    // ... and the study uploads never saved to their study.
    index('files_unattached_created')
      .on(t.createdAt)
      .where(sql`not ${t.attached}`),
    index('files_patient').on(t.patientId),
    index('files_study').on(t.studyId),
    index('files_owner_user').on(t.ownerUserId, t.fileType),
    index('files_uploaded_by').on(t.uploadedById),
    check('files_status_known', sql`${t.status} in ('pending', 'ready')`),
    check('files_file_type_known', sql`${t.fileType} in (${sql.raw(quoted(FILE_TYPES))})`),
    check(
      'files_detected_kind_known',
      sql`${t.detectedKind} is null or ${t.detectedKind} in (${sql.raw(quoted(FILE_KINDS))})`,
    ),
    check('files_declared_size', sql`${t.declaredSize} >= 0`),
    check(
      'files_owner',
      sql`${t.patientId} is not null or ${t.ownerUserId} is not null or ${t.studyId} is not null`,
    ),
    // A ready file has been checked. A rejected one is either a file the dropzone refused
    // (pending, never gets bytes) or a study file staff moved to the rejected tab (ready).
    check(
      'files_ready_checked',
      sql`${t.status} <> 'ready' or (${t.storedSize} = ${t.declaredSize} and ${t.sha256} is not null and ${t.detectedKind} is not null and ${t.confirmedAt} is not null)`,
    ),
    check('files_unattached_study', sql`${t.attached} or ${t.studyId} is not null`),
    check('files_rejection_reason', sql`${t.rejected} or ${t.rejectionReason} is null`),
    check(
      'files_multipart',
      sql`(${t.multipartUploadId} is null) = (${t.multipartPartSize} is null) and (${t.multipartUploadId} is null or ${t.status} = 'pending') and (${t.multipartPartSize} is null or ${t.multipartPartSize} > 0)`,
    ),
  ],
);

/** A user's current profile picture (spec part 1 §7 updateProfilePicture): at most one each. */
export const userProfilePictures = pgTable(
  'user_profile_pictures',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_profile_pictures_file').on(t.fileId)],
);

/** A doctor's stamp image (spec part 2 §3 Doctor.stampImage): required to issue referrals. */
export const doctorStamps = pgTable(
  'doctor_stamps',
  {
    doctorId: integer()
      .primaryKey()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doctor_stamps_file').on(t.fileId)],
);
