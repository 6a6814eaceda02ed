import { formatDate } from '../../../shared/format/dates';
import type { CouncilStudyFragment } from '../../../__generated__/councils/graphql';
import type { Lang } from '@portal/domain';

/** "Kowalski Jan · RTG zęba · 10.03.2026": the patient, the study type and the study date. */
export function councilStudyLabel(study: CouncilStudyFragment, lang: Lang): string {
  const { firstName, lastName } = study.patient.contact;
  const patient = [lastName, firstName].filter(Boolean).join(' ');
  return [patient, study.studyType.name, formatDate(study.studyDate, lang)].join(' · ');
}
