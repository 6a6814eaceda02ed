import { chooseCurrentRole, isRole, type Role } from '@portal/domain';
import {
  isObject,
  readRecord,
  RECORD_KEYS,
  removeRecord,
  writeRecord,
} from '../storage/local-record';

/** The auth record (spec part 1 §3): what the login call returned. */
export interface AuthRecord {
  token: string;
  roles: Role[];
  userId: string;
  login: string;
  acceptedTerms: boolean;
}

/** The app context record (spec part 1 §3). */
export interface AppContextRecord {
  currentBranch: string | null;
  currentRole: Role | null;
  showAfterLogin: boolean;
}

export interface Session extends AuthRecord {
  /** The role this session acts as; the server authorizes with the same role (ADR 0004). */
  currentRole: Role;
  currentBranch: string | null;
}

function isAuthRecord(value: unknown): value is AuthRecord {
  return (
    isObject(value) &&
    typeof value.token === 'string' &&
    value.token.length > 0 &&
    Array.isArray(value.roles) &&
    value.roles.length > 0 &&
    value.roles.every(isRole) &&
    typeof value.userId === 'string' &&
    typeof value.login === 'string' &&
    typeof value.acceptedTerms === 'boolean'
  );
}

function isAppContext(value: unknown): value is AppContextRecord {
  return (
    isObject(value) &&
    (value.currentRole === null || isRole(value.currentRole)) &&
    (value.currentBranch === null || typeof value.currentBranch === 'string')
  );
}

function readAppContext(): AppContextRecord {
  return (
    readRecord(RECORD_KEYS.appContext, isAppContext) ?? {
      currentBranch: null,
      currentRole: null,
      showAfterLogin: true,
    }
  );
}

function load(): Session | null {
  const auth = readRecord(RECORD_KEYS.auth, isAuthRecord);
  if (!auth) return null;
  const context = readAppContext();
  return {
    ...auth,
    currentRole: chooseCurrentRole(auth.roles, context.currentRole)!,
    currentBranch: context.currentBranch,
  };
}

let session: Session | null = load();
const listeners = new Set<() => void>();

function publish(next: Session | null): void {
  session = next;
  if (next) {
    const { currentRole, currentBranch, ...auth } = next;
    writeRecord(RECORD_KEYS.auth, auth);
    writeRecord(RECORD_KEYS.appContext, {
      ...readAppContext(),
      currentRole,
      currentBranch,
    } satisfies AppContextRecord);
  } else {
    removeRecord(RECORD_KEYS.auth);
  }
  for (const listener of listeners) listener();
}

/** The session store is read outside React too (the Apollo links), hence a plain module. */
export const sessionStore = {
  get: (): Session | null => session,

  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /**
   * Stores a fresh sign-in. The current role is kept from an earlier session if the user still
   * has it, otherwise it is the first role (spec part 1 §3).
   */
  signIn: (auth: AuthRecord): Session => {
    const context = readAppContext();
    const next: Session = {
      ...auth,
      currentRole: chooseCurrentRole(auth.roles, context.currentRole)!,
      currentBranch: context.currentBranch,
    };
    publish(next);
    return next;
  },

  /** Forgets the token; the app context (role, branch) stays for the next sign-in. */
  signOut: (): void => {
    publish(null);
  },

  update: (
    change: Partial<Pick<Session, 'currentRole' | 'currentBranch' | 'acceptedTerms'>>,
  ): void => {
    if (!session) return;
    if (change.currentRole && !session.roles.includes(change.currentRole)) return;
    publish({ ...session, ...change });
  },

  /** Another tab signed in or out: follow it, so two tabs never act as different users. */
  reload: (): void => {
    session = load();
    for (const listener of listeners) listener();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    // A null key means another tab cleared the whole storage.
    if (
      event.key === null ||
      event.key === RECORD_KEYS.auth ||
      event.key === RECORD_KEYS.appContext
    )
      sessionStore.reload();
  });
}
