import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  discardGeneratedObject,
  storeGeneratedObject,
  type GeneratedObject,
} from '../../modules/files/generated-file.js';
import { loadBranding } from '../../platform/pdf/branding.js';
import { pdfBytes } from '../../platform/pdf/pdf-bytes.js';
import { renderPdf } from '../../platform/pdf/render-pdf.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { Transaction } from '../client.js';
import { contacts, files, patients, studies, studyTypes } from '../schema/index.js';
import { encodeRgbPng } from './png.js';

/** How many demo studies get a description and an image. */
const DESCRIBED = 3;
const IMAGE = { width: 640, height: 320 };

/**
 * A synthetic panoramic-like radiograph: a dark field with a lighter arch where the jaws are.
 * Nobody's teeth; the same bytes on every run.
 */
function demoRadiographPng(): Buffer {
  const { width, height } = IMAGE;
  return encodeRgbPng(width, height, (x, y) => {
    const u = (x - width / 2) / (width * 0.42);
    const v = (y - height * 0.2) / (height * 0.62);
    const arch = Math.abs(Math.hypot(u, v) - 1);
    const grey = Math.round(30 + 190 * Math.max(0, 1 - arch * 6) + ((x * 7 + y * 13) % 9));
    return [grey, grey, grey];
  });
}

/** A short synthetic description, as a describing doctor's PDF would read. */
async function demoDescriptionPdf(
  tx: Transaction,
  study: { studyType: string; patient: string; studyDate: Date },
): Promise<Buffer> {
  const branding = await loadBranding(tx, 'Portal RTG');
  const stream = renderPdf(
    {
      title: `Opis badania: ${study.studyType}`,
      author: branding.name,
      branding,
      language: 'pl-PL',
    },
    (pdf) => {
      pdf
        .clinicHeader()
        .title(`Opis badania: ${study.studyType}`)
        .paragraph(`Pacjent: ${study.patient}`)
        .paragraph(`Data badania: ${study.studyDate.toISOString().slice(0, 10)}`)
        .heading('Opis')
        .paragraph(
          'Dane przykładowe portalu demonstracyjnego. Struktury kostne szczęki i żuchwy bez ' +
            'zmian ogniskowych. Zatoki szczękowe powietrzne. Stawy skroniowo-żuchwowe symetryczne.',
        )
        .heading('Wnioski')
        .paragraph('Obraz w granicach normy. Dokument syntetyczny, bez wartości medycznej.');
    },
  );
  return pdfBytes(stream);
}

/**
 * Gives a few demo studies of patients who consented to results by e-mail a saved description
 * (PDF) and image (PNG), so the results page (/patient-studies, issue 18) has something to show:
 * the patient's PESEL and address are in the demo data, the link arrives in /dev/mailbox.
 */
export async function seedResults(tx: Transaction, storage: Storage): Promise<void> {
  const described = await tx
    .select({
      id: studies.id,
      patientId: studies.patientId,
      studyDate: studies.studyDate,
      studyType: studyTypes.name,
      patient: sql<string>`concat_ws(' ', ${contacts.firstName}, ${contacts.lastName})`,
    })
    .from(studies)
    .innerJoin(patients, eq(patients.id, studies.patientId))
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
    .where(
      and(
        eq(studies.status, 'Performed'),
        eq(studies.hidden, false),
        sql`(${patients.consents} ->> 'sending')::boolean`,
      ),
    )
    .orderBy(asc(studies.patientId), desc(studies.studyDate))
    .limit(DESCRIBED);
  const image = demoRadiographPng();
  const stored: GeneratedObject[] = [];
  try {
    for (const study of described) {
      const pieces = [
        {
          bytes: await demoDescriptionPdf(tx, study),
          name: 'opis.pdf',
          fileType: 'StudyDescription' as const,
          mimetype: 'application/pdf',
        },
        {
          bytes: image,
          name: 'pantomogram.png',
          fileType: 'StudyImage' as const,
          mimetype: 'image/png',
        },
      ];
      for (const piece of pieces) {
        const object = await storeGeneratedObject(storage, piece.bytes);
        stored.push(object);
        await tx.insert(files).values({
          id: object.id,
          storageKey: object.storageKey,
          originalFilename: piece.name,
          mimetype: piece.mimetype,
          fileType: piece.fileType,
          declaredSize: object.size,
          storedSize: object.size,
          sha256: object.sha256,
          detectedKind: object.kind,
          status: 'ready',
          patientId: study.patientId,
          studyId: study.id,
          confirmedAt: sql`now()`,
        });
      }
      // Their results are out already: the demo does not mail anyone when it starts.
      await tx
        .update(studies)
        .set({ patientLinkSentAt: sql`now()` })
        .where(eq(studies.id, study.id));
    }
  } catch (error) {
    await Promise.allSettled(stored.map((object) => discardGeneratedObject(storage, object)));
    throw error;
  }
}
