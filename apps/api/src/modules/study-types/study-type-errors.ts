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
