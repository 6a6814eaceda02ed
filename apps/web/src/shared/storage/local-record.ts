/**
 * Typed records in localStorage (spec part 1 §3 "Local records"). A record that cannot be read
 * (missing, corrupted, written by an older build) counts as absent rather than breaking the app.
 */
export function readRecord<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeRecord(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app keeps working for this page's lifetime.
  }
}

export function removeRecord(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeRecord.
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Names of the records, in one place so nothing else spells them. */
export const RECORD_KEYS = {
  auth: 'auth',
  appContext: 'appContext',
  lang: 'lang',
  cookieSettings: 'cookieSettings',
  /** A paired kiosk's tablet session, kept apart from any user's `auth` record (ADR 0016). */
  kioskTablet: 'kioskTablet',
  /** The devices a user's calendar shows (`calendarDevices:<userId>`: desks are shared). */
  calendarDevices: 'calendarDevices',
} as const;

/**
 * Cached list state: paging kept in localStorage under `paging:<list>`, other filters in
 * sessionStorage under `filters:<list>` (spec: paging persists locally, other list state per
 * session). The new-build notice clears them all.
 */
export const LIST_STATE_PREFIXES = { paging: 'paging:', filters: 'filters:' } as const;

export function clearCachedListState(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string =>
        key !== null &&
        (key.startsWith(LIST_STATE_PREFIXES.paging) || key.startsWith(LIST_STATE_PREFIXES.filters)),
    );
    for (const key of keys) storage.removeItem(key);
  }
}
