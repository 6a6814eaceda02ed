import {
  FILE_KIND_CONTENT_TYPES,
  type FileKind,
  ohifViewerLink,
  ZFileId,
  ZRecordId,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { parseInput } from '../../errors/app-error.js';
import { contentDisposition, offeredName } from '../../http/content-disposition.js';
import { PATIENT_SESSION_ROUTE } from '../../http/route-access.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { DOWNLOAD_URL_TTL_SECONDS, type Storage } from '../../platform/storage/storage.js';
import { patientSessionToken } from './patient-session-cookie.js';
import {
  PATIENT_ARCHIVES_ROUTE,
  PATIENT_FILES_ROUTE,
  sessionLink,
} from './patient-session.service.js';
import { fileNotFound } from './patient-studies-errors.js';
import { patientFileById, patientStudyFiles } from './patient-studies.repository.js';
import { studyArchive } from './study-archive.js';
import { markStudyLinkUsed, type StudyLinkRow } from './study-links.repository.js';

interface PatientFilesDeps {
  db: Database;
  storage: Storage;
  /** The external OHIF viewer (`OHIF_VIEWER_URL`); null: DICOM files have no viewer link. */
  ohifViewerUrl: string | null;
  /** This portal's address, which makes the local storage's signed URLs absolute for OHIF. */
  publicUrl: string;
}

/** The link of the request's patient session, refused as patientStudies refuses it. */
function linkOf(db: Database, request: FastifyRequest): Promise<StudyLinkRow> {
  return sessionLink(db, patientSessionToken(request.headers.cookie));
}

/** One audit row per download, naming the link (issue 18 §3), and the link's last use. */
async function auditDownload(
  db: Database,
  request: FastifyRequest,
  link: StudyLinkRow,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await markStudyLinkUsed(tx, link.id);
    await recordAudit(tx, {
      action,
      outcome: 'success',
      entityType: 'patient_study_link',
      entityId: link.id,
      address: request.ip,
      details: { patientId: link.patientId, ...details },
    });
  });
}

/**
 * The patient's downloads (issue 18 §1), read with the session cookie alone (the page's links are
 * plain `<a href>`s): a file by its id, answered by a redirect to its short-lived signed URL
 * (`?disposition=inline` to show it in the browser), and a study's files as one streamed zip.
 * Anything not of this session's patient's visible studies is 'not found'.
 */
export function registerPatientStudiesRoutes(app: FastifyInstance, deps: PatientFilesDeps): void {
  /**
   * The signed URL of a file of this session's patient's visible studies (of the kind `only`
   * names, when given), its download audited; anything else is 'not found'.
   */
  async function signedFile(
    request: FastifyRequest,
    action: string,
    options: { inline: boolean; only?: FileKind },
  ) {
    const { inline, only } = options;
    const link = await linkOf(deps.db, request);
    const { fileId } = request.params as { fileId: string };
    const file = await patientFileById(deps.db, link.patientId, parseInput(ZFileId, fileId));
    if (!file || (only && file.kind !== only)) throw fileNotFound();
    await auditDownload(deps.db, request, link, action, {
      fileId: file.id,
      studyId: file.studyId,
      inline,
    });
    const url = await deps.storage.downloadUrl(file.storageKey, {
      expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
      filename: file.name,
      contentType: FILE_KIND_CONTENT_TYPES[file.kind],
      disposition: inline ? 'inline' : 'attachment',
    });
    return url;
  }

  app.get(
    `${PATIENT_FILES_ROUTE}/:fileId`,
    { exposeHeadRoute: false, config: { access: PATIENT_SESSION_ROUTE } },
    async (request, reply) => {
      const inline = (request.query as { disposition?: string }).disposition === 'inline';
      const url = await signedFile(request, 'patientStudies.download', { inline });
      return reply.header('Cache-Control', 'no-store').redirect(url, 303);
    },
  );

  // The card's viewer link (spec part 1 §2): a plain link, so the session cookie goes with it,
  // answered by OHIF's address carrying a fresh signed URL (OHIF reads it within its lifetime).
  app.get(
    `${PATIENT_FILES_ROUTE}/:fileId/viewer`,
    { exposeHeadRoute: false, config: { access: PATIENT_SESSION_ROUTE } },
    async (request, reply) => {
      const viewer = deps.ohifViewerUrl;
      if (!viewer) throw fileNotFound();
      const url = await signedFile(request, 'patientStudies.openInViewer', {
        inline: true,
        only: 'dcm',
      });
      const link = ohifViewerLink(viewer, url, deps.publicUrl);
      return reply.header('Cache-Control', 'no-store').redirect(link, 303);
    },
  );

  app.get(
    `${PATIENT_ARCHIVES_ROUTE}/:studyId/archive`,
    { exposeHeadRoute: false, compress: false, config: { access: PATIENT_SESSION_ROUTE } },
    async (request, reply) => {
      const link = await linkOf(deps.db, request);
      const { studyId } = request.params as { studyId: string };
      const id = parseInput(ZRecordId, studyId);
      const study = await patientStudyFiles(deps.db, link.patientId, id);
      if (!study) throw fileNotFound();
      await auditDownload(deps.db, request, link, 'patientStudies.downloadArchive', {
        studyId: id,
        files: study.files.length,
      });
      const archive = await studyArchive(deps.storage, study.files, (error) =>
        request.log.error({ err: error, studyId: id }, 'a file of a patient archive is missing'),
      );
      const date = study.studyDate.toISOString().slice(0, 10);
      reply
        .header('Content-Type', 'application/zip')
        .header(
          'Content-Disposition',
          contentDisposition(offeredName(`badanie-${date}-${study.studyType}.zip`)),
        )
        .header('Cache-Control', 'no-store');
      if (archive.size !== null) reply.header('Content-Length', archive.size);
      return reply.send(archive.stream);
    },
  );
}
