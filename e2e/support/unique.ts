import { randomInt } from 'node:crypto';

const TAG_LETTERS = 'bcdfghjklmnprstwz';

/**
 * A few random letters, capitalised: names made with it are unique per run and across reruns on
 * the same database, so a test finds its own records and nobody else's.
 */
export function uniqueTag(length = 6): string {
  const letters = Array.from({ length }, () => TAG_LETTERS[randomInt(TAG_LETTERS.length)]!);
  return letters[0]!.toUpperCase() + letters.slice(1).join('');
}
