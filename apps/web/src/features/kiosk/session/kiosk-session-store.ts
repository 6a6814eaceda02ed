import {
  isObject,
  readRecord,
  RECORD_KEYS,
  removeRecord,
  writeRecord,
} from '../../../shared/storage/local-record';

export interface KioskTabletInfo {
  id: string;
  name: string;
  branchName: string;
}

/**
 * A paired kiosk: the tablet's client credentials from the registration QR code and its current
 * session. The credentials stay so an expired session is renewed without a new registration (the
 * secret is shown only once); see ADR 0016.
 */
export interface KioskSession {
  clientId: string;
  clientSecret: string;
  token: string;
  expiresAt: string;
  tablet: KioskTabletInfo;
}

/**
 * Why the kiosk is not paired (any more): shown on the pairing screen. Only the server ends a
 * pairing (an Admin unpairs, deletes or re-registers the tablet), never the person holding the
 * tablet (ADR 0026).
 */
export type UnpairReason = 'revoked';

function isTabletInfo(value: unknown): value is KioskTabletInfo {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.branchName === 'string'
  );
}

function isKioskSession(value: unknown): value is KioskSession {
  return (
    isObject(value) &&
    typeof value.clientId === 'string' &&
    typeof value.clientSecret === 'string' &&
    typeof value.token === 'string' &&
    value.token.length > 0 &&
    typeof value.expiresAt === 'string' &&
    isTabletInfo(value.tablet)
  );
}

export interface KioskSessionStore {
  get: () => KioskSession | null;
  /** Why the last session ended, until the next pairing. */
  reason: () => UnpairReason | null;
  subscribe: (listener: () => void) => () => void;
  pair: (session: KioskSession) => void;
  /** A new session for the same credentials. */
  renew: (token: string, expiresAt: string) => void;
  unpair: (reason: UnpairReason) => void;
}

/** The kiosk's record in localStorage, never the user's `auth` record. */
export function createKioskSessionStore(): KioskSessionStore {
  let session = readRecord(RECORD_KEYS.kioskTablet, isKioskSession);
  let reason: UnpairReason | null = null;
  const listeners = new Set<() => void>();
  const publish = () => {
    for (const listener of listeners) listener();
  };
  // Another tab of the same tablet paired or unpaired: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== RECORD_KEYS.kioskTablet) return;
    session = readRecord(RECORD_KEYS.kioskTablet, isKioskSession);
    publish();
  };

  return {
    get: () => session,
    reason: () => reason,
    subscribe: (listener) => {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    pair: (next) => {
      session = next;
      reason = null;
      writeRecord(RECORD_KEYS.kioskTablet, next);
      publish();
    },
    renew: (token, expiresAt) => {
      if (!session) return;
      session = { ...session, token, expiresAt };
      writeRecord(RECORD_KEYS.kioskTablet, session);
      publish();
    },
    unpair: (why) => {
      session = null;
      reason = why;
      removeRecord(RECORD_KEYS.kioskTablet);
      publish();
    },
  };
}
