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
 * The conditions of a patient search, on the copies of the contact that `patients` keeps
 * (migration 0003), each answered by an index of its own (ADR 0013):
 *
 * - name: every word must occur in the folded name (`patients_search_name`, trigrams). The word
 *   goes through the same `search_fold` as the column, so 'lodz' finds 'Łódź' and 'ŁÓDŹ' too;
 *   the function is immutable, so with the value bound PostgreSQL folds it while planning and
 *   estimates the pattern like a constant.
 * - ssn: a prefix of the number in any letter case (`patients_search_ssn`, text_pattern_ops).
 * - birth date: an inclusive range (`patients_search_birth_date`).
 */
export function searchConditions(where: TPatientsWhere): SQL[] {
  const conditions: SQL[] = [];
  if (where.name) {
    for (const word of nameWords(where.name)) {
      conditions.push(sql`${patients.searchName} like search_fold(${`%${escapeLike(word)}%`})`);
    }
  }
  if (where.ssn) {
    conditions.push(sql`${patients.searchSsn} like ${`${escapeLike(where.ssn.toUpperCase())}%`}`);
  }
  if (where.birthDateFrom) conditions.push(gte(patients.searchBirthDate, where.birthDateFrom));
  if (where.birthDateTo) conditions.push(lte(patients.searchBirthDate, where.birthDateTo));
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
 * how many match and chooses (patients.repository.ts).
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
