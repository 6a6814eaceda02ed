import type { UserOption } from '../../../shared/ui/pickers/user-picker';
import { isObject, LIST_STATE_PREFIXES } from '../../../shared/storage/local-record';

/**
 * The URL keeps only the id of the responsible person filter, and the list cannot name them
 * before its rows arrive: the option picked is kept for the session (under the filters' prefix,
 * so a new build clears it too), to show the filter again after a reload.
 */
const KEY = `${LIST_STATE_PREFIXES.filters}complaints.responsible`;

export function rememberResponsible(option: UserOption | null): void {
  try {
    if (option) window.sessionStorage.setItem(KEY, JSON.stringify(option));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the filter still works, it shows a generic label after a reload.
  }
}

/** The remembered option of `id`, or null (another id came with a link). */
export function rememberedResponsible(id: string): UserOption | null {
  if (!id) return null;
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    return isObject(value) && value.id === id && isObject(value.contact)
      ? (value as unknown as UserOption)
      : null;
  } catch {
    return null;
  }
}
