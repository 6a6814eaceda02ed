import { AppError, badInput } from '../../errors/app-error.js';

/** An id that names no study type. */
export const studyTypeNotFound = (id: number | string) =>
  new AppError('NOT_FOUND', 'errors.studyType.notFound', { params: { id } });

/** Another type has this code (found before the insert, or by the unique index in a race). */
export const duplicateStudyTypeCode = (code: string) =>
  badInput([
    {
      code: 'custom',
      path: ['code'],
      message: 'validation.studyType.duplicateCode',
      params: { code },
      input: code,
    },
  ]);

/** PostgreSQL's unique violation on `constraint` anywhere in the error's causes. */
export function violates(error: unknown, constraint: string): boolean {
  for (
    let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | null;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505' && current.constraint === constraint) return true;
  }
  return false;
}
