import { AppError } from '../../errors/app-error.js';

/** An id that names no tablet (or a deleted one). */
export const tabletNotFound = (id: number | string) =>
  new AppError('NOT_FOUND', 'errors.tablet.notFound', { params: { id } });
