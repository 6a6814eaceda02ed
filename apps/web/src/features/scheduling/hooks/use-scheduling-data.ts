import type { Lang } from '@portal/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SchedulingDataDocument,
  type SchedulingDataQuery,
} from '../../../__generated__/scheduling/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';

export type SchedulingData = SchedulingDataQuery['getSchedulingDataByToken'];

export type SchedulingDataState =
  | { status: 'loading' }
  | { status: 'ready'; data: SchedulingData }
  | { status: 'failed'; error: unknown };

type Settled = Exclude<SchedulingDataState, { status: 'loading' }>;

/**
 * What the link's token opens (getSchedulingDataByToken), read once per token; `retry` reads it
 * again after a failure. The request's language only words a refusal, so a change of language
 * does not read it again.
 */
export function useSchedulingData(token: string, lang: Lang) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: Settled } | null>(null);
  const langRef = useRef(lang);
  useEffect(() => {
    langRef.current = lang;
  }, [lang]);
  const key = `${attempt} ${token}`;

  useEffect(() => {
    let current = true;
    const settle = (state: Settled) => current && setSettled({ key, state });
    graphqlRequest(SchedulingDataDocument, { token }, { lang: langRef.current }).then(
      (result) => settle({ status: 'ready', data: result.getSchedulingDataByToken }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [token, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: SchedulingDataState = settled?.key === key ? settled.state : { status: 'loading' };
  return { state, retry };
}
