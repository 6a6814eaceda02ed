import { ZAddStudyInput, ZUpdateStudyInput, type Lang } from '@portal/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { domainErrorMap } from '../../../../shared/hooks/domain-error-map';
import { formFieldOf, studyInput, type StudyFormValues } from './study-form-values';

export type StudyFormMode = { kind: 'create' } | { kind: 'edit'; version: number };

/** The input as the domain schema parses it: instants as Dates, as the server receives them. */
function schemaInput(values: StudyFormValues, mode: StudyFormMode) {
  const input = studyInput(values);
  const date = (iso: string | null | undefined) => (iso ? new Date(iso) : undefined);
  return {
    ...input,
    studyDate: date(input.studyDate),
    describers: input.describers?.map((describer) => ({
      doctor: describer.doctor ?? undefined,
      dueDate: date(describer.dueDate),
    })),
    ...(mode.kind === 'edit' ? { version: mode.version } : {}),
  };
}

/**
 * Validates on blur with the schema the server parses the same save with (spec part 2 §5 "Study
 * form": patient, study type, date, branch, the performer of a Performed study, at most 9
 * supporting doctors, each describer with a due date). Messages are catalogue keys.
 */
export function studyFormResolver(mode: StudyFormMode, lang: Lang): Resolver<StudyFormValues> {
  return (values) => {
    const schema = mode.kind === 'edit' ? ZUpdateStudyInput : ZAddStudyInput;
    const parsed = schema.safeParse(schemaInput(values, mode), { error: domainErrorMap(lang) });
    const errors: FieldErrors<StudyFormValues> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = formFieldOf(issue.path.map(String).join('.'));
      const [head, index, leaf] = field.split('.');
      if (head === 'describers' && index !== undefined && leaf !== undefined) {
        const rows = (errors.describers ??= []) as Record<string, unknown>[];
        const row = (rows[Number(index)] ??= {});
        row[leaf] ??= { type: 'validate', message: issue.message };
      } else {
        const key = (field === 'version' ? 'root' : field) as keyof StudyFormValues;
        errors[key] ??= { type: 'validate', message: issue.message } as never;
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
