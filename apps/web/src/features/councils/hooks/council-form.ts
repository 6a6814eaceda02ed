import type { CouncilStudyFragment } from '../../../__generated__/councils/graphql';

/** The create dialog's values (ZCreateCouncilInput's input, with the chosen studies). */
export interface CouncilFormValues {
  name: string;
  /** The chosen studies' ids (the schema's input takes an id as a string or a number). */
  studyIds: (string | number)[];
  doctorEmails: string[];
}

export function newCouncilForm(studies: readonly CouncilStudyFragment[]): CouncilFormValues {
  return { name: '', studyIds: studies.map((study) => study.id), doctorEmails: [] };
}

/** The form field an issue of CreateCouncilInput (the client's or the server's) belongs to. */
export function councilFieldOf(path: string): string {
  const inInput = path.replace(/^council\./, '');
  if (inInput.startsWith('studyIds')) return 'studyIds';
  if (inInput.startsWith('doctorEmails')) return 'doctorEmails';
  return inInput;
}
