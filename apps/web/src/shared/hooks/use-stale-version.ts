import { useCallback, useEffect, useRef, useState } from 'react';
import { staleVersionRefusal } from '../api/is-stale-version';

export interface StaleVersionState {
  /** The refusal's message while the form holds a stale version; null otherwise. */
  message: string | null;
  /** While the record is being read again. */
  reloading: boolean;
  /** Reads the record again and hands it to the form (the user then re-applies the change). */
  reload: () => Promise<void>;
}

/**
 * The web half of optimistic locking (ADR 0021), for any form that edits a versioned record:
 *
 *   const stale = useStaleVersion(refetchRecord, (fresh) => { setVersion(fresh.version); form.reset(toForm(fresh)) });
 *   on a failed save:   if (stale.catchStale(error)) return;   // the input stays as typed
 *   in the dialog:      <StaleVersionAlert state={stale} />    // message + 'Odśwież'
 *
 * `load` reads the current record (null when it is gone or could not be read; the app's error
 * handler has said why); `apply` puts it into the form, with its version.
 */
export function useStaleVersion<T>(
  load: () => Promise<T | null>,
  apply: (fresh: T) => void,
): StaleVersionState & { catchStale: (error: unknown) => boolean; clear: () => void } {
  const [message, setMessage] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  // The latest callbacks, without making `reload` change on every render.
  const latest = useRef({ load, apply });
  useEffect(() => {
    latest.current = { load, apply };
  });

  const catchStale = useCallback((error: unknown) => {
    const refusal = staleVersionRefusal(error);
    if (refusal) setMessage(refusal.message);
    return refusal !== null;
  }, []);

  const clear = useCallback(() => setMessage(null), []);

  const reload = useCallback(async () => {
    setReloading(true);
    try {
      const fresh = await latest.current.load().catch(() => null);
      if (fresh === null) return;
      latest.current.apply(fresh);
      setMessage(null);
    } finally {
      setReloading(false);
    }
  }, []);

  return { message, reloading, reload, catchStale, clear };
}
