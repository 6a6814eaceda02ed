import { isObject, LIST_STATE_PREFIXES } from '../../../shared/storage/local-record';

/**
 * The URL keeps only the ids of the doctor and coordinator filters, and the list cannot name them
 * before its rows arrive: the option picked is kept for the session (under the filters' prefix, so
 * a new build clears it too), to show the filter again after a reload or a visit to another page.
 */
export type RememberedFilter = 'doctor' | 'coordinator';

const keyOf = (filter: RememberedFilter) => `${LIST_STATE_PREFIXES.filters}visits.${filter}`;

export function rememberOption<T extends { id: string }>(
  filter: RememberedFilter,
  option: T | null,
): void {
  try {
    if (option) window.sessionStorage.setItem(keyOf(filter), JSON.stringify(option));
    else window.sessionStorage.removeItem(keyOf(filter));
  } catch {
    // Storage disabled: the filter still works, it shows a generic label after a reload.
  }
}

/** The remembered option of `id`, or null (another id came with a link). */
export function rememberedOption<T extends { id: string }>(
  filter: RememberedFilter,
  id: string,
  isValid: (value: Record<string, unknown>) => boolean,
): T | null {
  if (!id) return null;
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(keyOf(filter)) ?? 'null');
    return isObject(value) && value.id === id && isValid(value) ? (value as T) : null;
  } catch {
    return null;
  }
}
