import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The editor's tabs in the spec's order (part 2 §2). */
export const STUDY_TABS = ['general', 'files', 'rejectedFiles', 'payments', 'metadata'] as const;
export type StudyTab = (typeof STUDY_TABS)[number];

const isTab = (value: string | null): value is StudyTab =>
  value !== null && (STUDY_TABS as readonly string[]).includes(value);

/**
 * The open tab, kept in `?tab` (default general) so a link or a reload opens the same one. A
 * change is a navigation: a dirty form's guard asks before it happens.
 */
export function useStudyTab(allowed: readonly StudyTab[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: StudyTab = isTab(asked) && allowed.includes(asked) ? asked : 'general';
  const setTab = useCallback(
    (next: StudyTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'general') updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: false },
      ),
    [setParams],
  );
  return { tab, setTab };
}
