import { isObject, LIST_STATE_PREFIXES } from '../../../shared/storage/local-record';

/** A describing doctor as the filter shows it. */
export interface DescriberOption {
  id: string;
  name: string;
}

/**
 * The URL keeps only the describer's id, and no query reads one doctor by id: the name picked
 * is kept for the session (with the filters, under their prefix, so a new build clears it too),
 * to show the filter again after a reload or a visit to another page.
 */
const KEY = `${LIST_STATE_PREFIXES.filters}studies.describer`;

export function rememberDescriber(option: DescriberOption | null): void {
  try {
    if (option) window.sessionStorage.setItem(KEY, JSON.stringify(option));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the filter still works, it shows a generic label after a reload.
  }
}

/** The remembered name of describer `id`, or null (another id came with a link). */
export function rememberedDescriber(id: string): DescriberOption | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    return isObject(value) && value.id === id && typeof value.name === 'string'
      ? { id, name: value.name }
      : null;
  } catch {
    return null;
  }
}
