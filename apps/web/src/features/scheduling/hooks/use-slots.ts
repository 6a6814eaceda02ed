import type { Lang } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import {
  SchedulingSlotsDocument,
  type SchedulingSlotsQuery,
} from '../../../__generated__/scheduling/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';

export type Slot = SchedulingSlotsQuery['getAvailableAppointmentSlotsByToken'][number];

export interface SlotsQuery {
  branchId: string;
  date: string;
  studyTypeId: string;
}

export type SlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; slots: Slot[] }
  | { status: 'failed'; error: unknown };

type Settled = Extract<SlotsState, { status: 'ready' | 'failed' }>;

/**
 * One slot per start time: the patient picks an hour, not a device. The server lists slots by
 * start, then device, so the first of each time is kept (its device is the one booked).
 */
export function slotsByTime(slots: readonly Slot[]): Slot[] {
  const seen = new Set<string>();
  return slots.filter((slot) => !seen.has(slot.startTime) && Boolean(seen.add(slot.startTime)));
}

/**
 * The free slots of the chosen branch, day and study type (getAvailableAppointmentSlotsByToken),
 * read afresh whenever one of them — or `reload` — changes; nothing while `query` is null. The
 * previous choice's slots are gone the moment it changes (spec part 1 §4).
 */
export function useSlots(
  token: string,
  query: SlotsQuery | null,
  lang: Lang,
  reload: number,
): SlotsState {
  const [settled, setSettled] = useState<{ key: string; state: Settled } | null>(null);
  const langRef = useRef(lang);
  useEffect(() => {
    langRef.current = lang;
  }, [lang]);
  const key = query ? `${reload} ${query.branchId} ${query.date} ${query.studyTypeId}` : null;

  useEffect(() => {
    if (!query || !key) return;
    let current = true;
    const settle = (state: Settled) => current && setSettled({ key, state });
    graphqlRequest(SchedulingSlotsDocument, { token, ...query }, { lang: langRef.current }).then(
      (result) =>
        settle({ status: 'ready', slots: slotsByTime(result.getAvailableAppointmentSlotsByToken) }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `key` names the query: a new object with the same values is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, key]);

  if (!key) return { status: 'idle' };
  return settled?.key === key ? settled.state : { status: 'loading' };
}
