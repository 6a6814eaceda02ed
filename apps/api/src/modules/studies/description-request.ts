import type { Readable } from 'node:stream';
import type { Lang } from '@portal/domain';
import type { Actor } from '../../auth/actor.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { loadBranding, type Branding } from '../../platform/pdf/branding.js';
import { pdfBytes } from '../../platform/pdf/pdf-bytes.js';
import { displayDate, warsawDateTime } from '../../platform/pdf/pdf-dates.js';
import { PDF_LANGUAGE, renderPdf } from '../../platform/pdf/render-pdf.js';
import { doctorDisplayName } from '../doctors/doctor-name.js';
import { findDoctorsByIds } from '../doctors/doctors.repository.js';
import {
  discardGeneratedObject,
  recordGeneratedFile,
  storeGeneratedObject,
} from '../files/generated-file.js';
import { getStudy } from './studies.service.js';
import { DESCRIPTION_REQUEST_TEXTS } from './description-request-texts.js';
import type { StudyFileDeps } from './study-files.js';
import { claimStudy, refuseStale } from './study-version.js';
import type { StudyModel } from './study-rows.js';
import { findDescribersOf, rebuildStudyAccess, updateStudyRow } from './study-writes.js';

const audit = entityAudit('study');

interface RequestDocument {
  lang: Lang;
  branding: Branding;
  study: StudyModel;
  leadingDoctor: string | null;
  describers: { name: string; dueDate: Date }[];
}

/** What the describer needs to describe the study: the study, the patient, who asks, by when. */
function renderDescriptionRequest({
  lang,
  branding,
  study,
  leadingDoctor,
  describers,
}: RequestDocument): Readable {
  const text = DESCRIPTION_REQUEST_TEXTS[lang];
  const patient = study.patient.contact;
  const name = [patient.firstName, patient.lastName].filter(Boolean).join(' ');
  return renderPdf(
    {
      title: text.title,
      author: branding.name,
      subject: `${study.studyType.name} ${warsawDateTime(study.studyDate)}`,
      branding,
      language: PDF_LANGUAGE[lang],
    },
    (pdf) => {
      pdf.title(text.title);
      pdf.heading(text.studyHeading).keyValues([
        [text.studyType, study.studyType.name],
        [text.studyDate, warsawDateTime(study.studyDate)],
        [text.branch, study.branch.name],
        [text.priority, study.urgentDescription ? text.urgent : text.normal],
        [text.comparison, study.comparisonDescription ? text.yes : text.no],
      ]);
      pdf.heading(text.patientHeading).keyValues([
        [text.patientName, name],
        [text.birthDate, displayDate(patient.birthDate)],
        [text.ssn, patient.ssn],
      ]);
      pdf
        .heading(text.doctorsHeading)
        .keyValues([
          [text.leadingDoctor, leadingDoctor],
          ...(describers.length === 0
            ? ([[text.describer, text.noDescriber]] as const)
            : describers.map(
                (describer) =>
                  [
                    text.describer,
                    `${describer.name} — ${text.dueDate}: ${warsawDateTime(describer.dueDate)}`,
                  ] as const,
              )),
        ]);
      if (study.descriptionRequestComment) {
        pdf.heading(text.commentHeading).paragraph(study.descriptionRequestComment);
      }
      if (study.importantInformation) {
        pdf.heading(text.importantHeading).paragraph(study.importantInformation);
      }
    },
  );
}

/**
 * fileDescriptionRequest (spec part 2 §7, "payload not shown"): the study's description request
 * as a PDF in the caller's language, kept as the study's StudyDescriptionRequest file — shown at
 * once, to staff and describers only (auth/file-policy.ts: it may carry the request comment that
 * an incognito description hides from referring doctors). The study's version guards it like any
 * save; the bytes are stored first and discarded if the save does not commit.
 */
export async function fileDescriptionRequest(
  deps: StudyFileDeps,
  actor: Actor,
  input: { id: number; version: number; lang: Lang },
): Promise<StudyModel> {
  const { id } = input;
  const study = await getStudy(deps, actor, id);
  const assigned = await findDescribersOf(deps.db, [id]);
  const doctorIds = [study.leadingDoctorId, ...assigned.map((row) => row.doctorId)];
  const doctors = new Map(
    (
      await findDoctorsByIds(
        deps.db,
        doctorIds.filter((doctorId) => doctorId !== null),
      )
    ).map((doctor) => [doctor.id, doctorDisplayName(doctor)]),
  );
  const text = DESCRIPTION_REQUEST_TEXTS[input.lang];
  const bytes = await pdfBytes(
    renderDescriptionRequest({
      lang: input.lang,
      branding: await loadBranding(deps.db, study.branch.name),
      study,
      leadingDoctor:
        study.leadingDoctorId === null ? null : (doctors.get(study.leadingDoctorId) ?? null),
      describers: assigned.map((row) => ({
        name: doctors.get(row.doctorId) ?? String(row.doctorId),
        dueDate: row.dueDate,
      })),
    }),
  );
  const object = await storeGeneratedObject(deps.storage, bytes);
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      const claim = await claimStudy(tx, actor, id, input.version);
      if ('stale' in claim) return claim;
      await recordGeneratedFile(tx, object, {
        fileType: 'StudyDescriptionRequest',
        patientId: study.patientId,
        studyId: id,
        filename: `${text.fileName} ${warsawDateTime(new Date()).replace(':', '-')}.pdf`,
        mimetype: 'application/pdf',
        actor,
        details: { studyId: id },
      });
      await updateStudyRow(tx, id, { updatedById: actor.userId });
      await rebuildStudyAccess(tx, id);
      await audit(tx, actor, 'study.descriptionRequest', id, { fileId: object.id });
      return { done: true } as const;
    });
    // Refused as stale: the catch below discards the bytes, as for any failure.
    if ('stale' in outcome) {
      await refuseStale(deps, actor, 'study.descriptionRequest', input, outcome.stale);
    }
  } catch (error) {
    await discardGeneratedObject(deps.storage, object);
    throw error;
  }
  return getStudy(deps, actor, id);
}
