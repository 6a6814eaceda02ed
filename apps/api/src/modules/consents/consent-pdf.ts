import type { Readable } from 'node:stream';
import {
  CONSENT_FORM,
  consentClauses,
  type ConsentClause,
  type GuardianBasis,
  type Lang,
} from '@portal/domain';
import type { Branding } from '../../platform/pdf/branding.js';
import { displayDate, warsawDateTime } from '../../platform/pdf/pdf-dates.js';
import { PDF_LANGUAGE, renderPdf } from '../../platform/pdf/render-pdf.js';

/** Everything the signed consent document shows (spec part 1 §4, issue 4 §3). */
export interface ConsentDocument {
  lang: Lang;
  branding: Branding;
  patient: { firstName: string; lastName: string; birthDate: string | null };
  guardian: { name: string; basis: GuardianBasis } | null;
  /** `woman` is null when the pregnancy question was not asked: the clause is then left out. */
  answers: Record<Exclude<ConsentClause, 'woman'>, boolean> & { woman: boolean | null };
  /** The PNG the patient (or guardian) drew. */
  signature: Buffer;
  signedAt: Date;
  tablet: { name: string; tabletId: string };
  branchName: string;
}

/** The signature's box on the page, in points (about 8 × 3 cm). */
const SIGNATURE_BOX = { width: 230, height: 86 };

/** The consent PDF, in the language the patient chose on the tablet. */
export function renderConsentPdf(document: ConsentDocument): Readable {
  const text = CONSENT_FORM[document.lang];
  const { patient, guardian, answers } = document;
  const answer = (value: boolean) => (value ? text.yes : text.no);
  const clauses = consentClauses(text, guardian !== null);
  return renderPdf(
    {
      title: text.title,
      author: document.branding.name,
      subject: `${patient.firstName} ${patient.lastName}`,
      branding: document.branding,
      language: PDF_LANGUAGE[document.lang],
      createdAt: document.signedAt,
    },
    (pdf) => {
      pdf.title(text.title).paragraph(text.intro);
      pdf.heading(text.patientHeading).keyValues([
        [text.patientName, `${patient.firstName} ${patient.lastName}`],
        [text.birthDate, displayDate(patient.birthDate)],
        ...(guardian
          ? ([
              [text.guardianName, guardian.name],
              [text.guardianBasis, text.guardianBases[guardian.basis]],
            ] as const)
          : []),
      ]);
      pdf.heading(text.answersHeading);
      for (const clause of ['rodo', 'dataProcessing', 'sending'] as const) {
        pdf.paragraph(`${answer(answers[clause])} — ${clauses[clause]}`);
      }
      if (answers.woman !== null) pdf.paragraph(`${answer(answers.woman)} — ${clauses.woman}`);
      pdf.heading(text.signedHeading).keyValues([
        [text.signedAt, warsawDateTime(document.signedAt)],
        [text.tablet, `${document.tablet.name} (${document.tablet.tabletId})`],
        [text.branch, document.branchName],
      ]);
      pdf.image(document.signature, {
        ...SIGNATURE_BOX,
        caption: guardian ? text.signedByGuardian : text.signature,
      });
      pdf.paragraph(text.electronicNote);
    },
  );
}
