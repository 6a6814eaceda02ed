import type { MessageKey, MessageParams } from '@portal/domain';
import { AppError, badInput } from '../../errors/app-error.js';

/** An id that names no branch. */
export const branchNotFound = (id: number | string) =>
  new AppError('NOT_FOUND', 'errors.branch.notFound', { params: { id } });

/** A refusal of one field of the branch input, shown next to that field by the form. */
export interface FieldProblem {
  path: (string | number)[];
  message: MessageKey;
  params: MessageParams;
}

export const invalidBranch = (problems: FieldProblem[]) =>
  badInput(
    problems.map(({ path, message, params }) => ({
      code: 'custom' as const,
      path,
      message,
      params,
      input: undefined,
    })),
  );
