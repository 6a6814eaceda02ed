import { UNSAVED_CHANGES_ARM_MS } from '@portal/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

export interface UnsavedChangesGuard {
  /** A navigation (closing the dialog, the back button, a link) waits for the user's answer. */
  blocked: boolean;
  /** Leave anyway: the changes are dropped. */
  leave: () => void;
  /** Stay on the form. */
  stay: () => void;
  /** Call right before navigating away after a successful save. */
  markSaved: () => void;
}

/**
 * The unsaved-changes warning of spec part 1 §5: armed UNSAVED_CHANGES_ARM_MS after the form
 * opened, it holds any navigation to another page (closing the dialog is one) while the form is
 * dirty and not saved, and asks the browser to confirm a reload or a closed tab. With
 * `watchQuery` a change of the query alone is held too: the study editor's tabs live in `?tab`
 * (spec part 2 §2: switching tabs with unsaved changes asks first).
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  options: { watchQuery?: boolean } = {},
): UnsavedChangesGuard {
  const { watchQuery = false } = options;
  const [armed, setArmed] = useState(false);
  const saved = useRef(false);
  const guarding = armed && dirty;
  // The blocker reads the latest answer even when a save and its navigation happen in one tick.
  const guardingRef = useRef(guarding);
  useEffect(() => {
    guardingRef.current = guarding;
  }, [guarding]);

  useEffect(() => {
    const timer = window.setTimeout(() => setArmed(true), UNSAVED_CHANGES_ARM_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        guardingRef.current &&
        !saved.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          (watchQuery && currentLocation.search !== nextLocation.search)),
      [watchQuery],
    ),
  );

  useEffect(() => {
    if (!guarding) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (saved.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarding]);

  return {
    blocked: blocker.state === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
    markSaved: () => {
      saved.current = true;
    },
  };
}
