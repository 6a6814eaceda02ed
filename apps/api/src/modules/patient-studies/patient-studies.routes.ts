import { FILE_KIND_CONTENT_TYPES, ZFileId, ZRecordId } from '@portal/domain';
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
  app.get(
    `${PATIENT_FILES_ROUTE}/:fileId`,
    { exposeHeadRoute: false, config: { access: PATIENT_SESSION_ROUTE } },
    async (request, reply) => {
      const link = await linkOf(deps.db, request);
      const { fileId } = request.params as { fileId: string };
      const file = await patientFileById(deps.db, link.patientId, parseInput(ZFileId, fileId));
      if (!file) throw fileNotFound();
      const inline = (request.query as { disposition?: string }).disposition === 'inline';
      await auditDownload(deps.db, request, link, 'patientStudies.download', {
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
      return reply.header('Cache-Control', 'no-store').redirect(url, 303);
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
