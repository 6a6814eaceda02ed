import { COOKIE_CATEGORIES, type CookieCategory } from '@portal/domain';
import { useSyncExternalStore } from 'react';
import { isObject, readRecord, RECORD_KEYS, writeRecord } from '../storage/local-record';

/** The cookie settings record (spec part 1 §3): one flag per category; necessary is always on. */
export type CookieSettings = Record<CookieCategory, boolean>;

function isCookieSettings(value: unknown): value is CookieSettings {
  return isObject(value) && COOKIE_CATEGORIES.every((c) => typeof value[c] === 'boolean');
}

export const ALL_ACCEPTED: CookieSettings = {
  necessary: true,
  security: true,
  performance: true,
  functional: true,
};

export const ONLY_NECESSARY: CookieSettings = {
  necessary: true,
  security: false,
  performance: false,
  functional: false,
};

let settings = readRecord(RECORD_KEYS.cookieSettings, isCookieSettings);
const listeners = new Set<() => void>();

export const cookieConsent = {
  /** Null until the user has decided; the banner shows until then. */
  get: (): CookieSettings | null => settings,
  save: (next: CookieSettings): void => {
    settings = { ...next, necessary: true };
    writeRecord(RECORD_KEYS.cookieSettings, settings);
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCookieConsent(): CookieSettings | null {
  return useSyncExternalStore(cookieConsent.subscribe, cookieConsent.get);
}
