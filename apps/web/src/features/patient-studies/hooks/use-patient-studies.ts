import type { Lang } from '@portal/domain';
import { useEffect, useState } from 'react';
import {
  PatientStudiesDocument,
  PatientStudiesHotlineDocument,
  type PatientStudiesViewFragment,
} from '../../../__generated__/patient-studies/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';

export type PatientStudiesData = PatientStudiesViewFragment;
export type PatientStudy = PatientStudiesData['studies'][number];
export type PatientStudyFile = PatientStudy['files'][number];

/** The studies of this browser's patient session (the cookie openPatientStudies set). */
export function readPatientStudies(lang: Lang): Promise<PatientStudiesData> {
  return graphqlRequest(PatientStudiesDocument, {}, { lang }).then(
    (result) => result.patientStudies,
  );
}

/** The clinic's hotline (public appInfo); null while unknown, or when none is configured. */
export function useHotline(lang: Lang): string | null {
  const [hotline, setHotline] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Without it the help shows the hours only: nothing to report.
    graphqlRequest(PatientStudiesHotlineDocument, {}, { lang }).then(
      (result) => current && setHotline(result.appInfo.hotline ?? null),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Read once: the number does not depend on the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return hotline;
}

/** Calls `onExpired` when `expiresAt` passes (a timer; re-armed past setTimeout's limit). */
export function useExpiry(expiresAt: string, onExpired: () => void): void {
  useEffect(() => {
    let timer: number | undefined;
    const arm = () => {
      const left = new Date(expiresAt).getTime() - Date.now();
      if (left <= 0) {
        onExpired();
        return;
      }
      timer = window.setTimeout(arm, Math.min(left, 2 ** 31 - 1));
    };
    arm();
    return () => window.clearTimeout(timer);
  }, [expiresAt, onExpired]);
}
