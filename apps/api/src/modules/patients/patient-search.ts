import type { TPatientsWhere, TSortDirection } from '@portal/domain';
import { asc, desc, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { patients } from '../../db/schema/index.js';

/** More words than this in a name search are ignored: nobody's name has more. */
const MAX_NAME_WORDS = 5;

/** Escapes LIKE's wildcards, so '50%' or 'a_b' are searched as written. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The words of a name search, each at most once. */
export function nameWords(name: string): string[] {
  return [...new Set(name.split(/\s+/).filter(Boolean))].slice(0, MAX_NAME_WORDS);
}

/**
 * What sets one search's statement apart from another's: which conditions it has, not their
 * values. Statements are built once per shape (db/prepared.ts) and run with searchValues.
 */
export interface SearchShape {
  nameWords: number;
  ssn: boolean;
  birthDateFrom: boolean;
  birthDateTo: boolean;
}

export function searchShape(where: TPatientsWhere): SearchShape {
  return {
    nameWords: where.name ? nameWords(where.name).length : 0,
    ssn: Boolean(where.ssn),
    birthDateFrom: Boolean(where.birthDateFrom),
    birthDateTo: Boolean(where.birthDateTo),
  };
}

/** The shape as part of a statement's key. */
export function searchKey(shape: SearchShape): string {
  const flag = (on: boolean) => (on ? 1 : 0);
  return `n${shape.nameWords}s${flag(shape.ssn)}f${flag(shape.birthDateFrom)}t${flag(shape.birthDateTo)}`;
}

/** Whether the search has any condition at all. */
export function hasConditions(shape: SearchShape): boolean {
  return hasPattern(shape) || shape.birthDateFrom || shape.birthDateTo;
}

/** Whether the search has a LIKE pattern, whose plan depends on its value (db/prepared.ts). */
export function hasPattern(shape: SearchShape): boolean {
  return shape.nameWords > 0 || shape.ssn;
}

/** The values of searchConditions' placeholders for `where`. */
export function searchValues(where: TPatientsWhere): Record<string, string> {
  const values: Record<string, string> = {};
  if (where.name) {
    nameWords(where.name).forEach((word, index) => {
      values[`name${index}`] = `%${escapeLike(word)}%`;
    });
  }
  if (where.ssn) values.ssn = `${escapeLike(where.ssn.toUpperCase())}%`;
  if (where.birthDateFrom) values.birthDateFrom = where.birthDateFrom;
  if (where.birthDateTo) values.birthDateTo = where.birthDateTo;
  return values;
}

/**
 * The conditions of a patient search of `shape`, on the copies of the contact that `patients`
 * keeps (migration 0003), each answered by an index of its own (ADR 0013):
 *
 * - name: every word must occur in the folded name (`patients_search_name`, trigrams). The word
 *   goes through the same `search_fold` as the column, so 'lodz' finds 'Łódź' and 'ŁÓDŹ' too;
 *   the function is immutable, so with the value bound PostgreSQL folds it while planning and
 *   estimates the pattern like a constant.
 * - ssn: a prefix of the number in any letter case (`patients_search_ssn`, text_pattern_ops).
 * - birth date: an inclusive range (`patients_search_birth_date`).
 */
export function searchConditions(shape: SearchShape): SQL[] {
  const conditions: SQL[] = [];
  for (let index = 0; index < shape.nameWords; index++) {
    const pattern = sql.placeholder(`name${index}`);
    conditions.push(sql`${patients.searchName} like search_fold(${pattern})`);
  }
  if (shape.ssn) conditions.push(sql`${patients.searchSsn} like ${sql.placeholder('ssn')}`);
  if (shape.birthDateFrom) {
    conditions.push(gte(patients.searchBirthDate, sql.placeholder('birthDateFrom')));
  }
  if (shape.birthDateTo) {
    conditions.push(lte(patients.searchBirthDate, sql.placeholder('birthDateTo')));
  }
  return conditions;
}

/** The columns the list is ordered by; the page query selects them under these names. */
export interface OrderColumns {
  sortLastName: SQLWrapper;
  sortFirstName: SQLWrapper;
  id: SQLWrapper;
}

/**
 * Last name, then first name, in Polish alphabetical order (the `polish` ICU collation of
 * migration 0003), then the patient's id so that equal names keep one fixed order across pages.
 *
 * `walkIndex` false writes the same order so that no index provides it (`name || ''`): the
 * planner then finds the matches through their own index and sorts the few of them, instead of
 * walking the whole order until enough match. It cannot know that a name search's matches sit
 * together in name order (every "Kowal…" in one stretch of the alphabet); the repository knows
 * how many match and chooses (patient-page.ts `pageStrategy`).
 */
export function patientOrder(
  columns: OrderColumns,
  direction: TSortDirection,
  walkIndex: boolean,
): SQL[] {
  const by = direction === 'ASC' ? asc : desc;
  const key = (column: SQLWrapper) =>
    walkIndex ? sql`${column} collate "polish"` : sql`(${column} || '') collate "polish"`;
  return [by(key(columns.sortLastName)), by(key(columns.sortFirstName)), by(sql`${columns.id}`)];
}
