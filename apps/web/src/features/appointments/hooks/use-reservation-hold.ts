import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  AddReservationDocument,
  DeleteReservationDocument,
  UpdateReservationDocument,
} from '../../../__generated__/graphql';
import { errorCode } from '../../../shared/api/classify-error';

/** The slot the form wants held; null while the start, end or device is missing. */
export interface HeldSlot {
  deviceId: string;
  startDate: string;
  endDate: string;
}

export type HoldState =
  | { status: 'none' }
  | { status: 'holding' }
  | { status: 'held'; expiresAt: Date }
  /** Someone else holds or booked an overlapping time. */
  | { status: 'taken' }
  /** The 300 s ran out (spec part 1 §8: 'Czas na wypełnienie formularza upłynął…'). */
  | { status: 'expired' };

const SILENT = { context: { silentErrors: true } } as const;

/**
 * The reservation timer of the appointment form (spec part 1 §4): once start and end are filled
 * the slot is held for the user (others see it and cannot book over it); a changed slot moves
 * the hold and restarts its timer; on expiry the form says so and keeps its input; leaving the
 * form releases it. The server decides: a taken slot is refused there.
 */
export function useReservationHold(slot: HeldSlot | null): {
  state: HoldState;
  /** Holds the same slot again after it expired. */
  renew: () => void;
} {
  const [add] = useMutation(AddReservationDocument);
  const [update] = useMutation(UpdateReservationDocument);
  const [remove] = useMutation(DeleteReservationDocument);
  const holdId = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = slot ? `${slot.deviceId}|${slot.startDate}|${slot.endDate}|${attempt}` : '';
  // The server's last answer, for the slot it was about: a newer slot is 'holding' until answered.
  const [answer, setAnswer] = useState<{ key: string; state: HoldState } | null>(null);
  const state = useMemo<HoldState>(() => {
    if (!key) return { status: 'none' };
    return answer?.key === key ? answer.state : { status: 'holding' };
  }, [key, answer]);

  useEffect(() => {
    if (!slot) return;
    let current = true;
    const data = { ...slot };
    const request = holdId.current
      ? update({ variables: { id: holdId.current, data }, ...SILENT }).then(
          ({ data: answered }) => answered?.updateReservation,
        )
      : add({ variables: { data }, ...SILENT }).then(
          ({ data: answered }) => answered?.addReservation,
        );
    request
      .then((hold) => {
        if (!hold) return;
        holdId.current = hold.id;
        if (current)
          setAnswer({ key, state: { status: 'held', expiresAt: new Date(hold.expiresAt) } });
      })
      .catch((error: unknown) => {
        const code = errorCode(error);
        // An expired hold cannot be moved: the next change takes a new one.
        if (code === 'NOT_FOUND') holdId.current = null;
        if (!current) return;
        const status = code === 'CONFLICT' ? 'taken' : code === 'NOT_FOUND' ? 'expired' : 'none';
        setAnswer({ key, state: { status } as HoldState });
      });
    return () => {
      current = false;
    };
    // `key` names the slot and the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // The timer: at expiry the server no longer holds the slot, whatever the form shows.
  useEffect(() => {
    if (state.status !== 'held') return;
    const timer = window.setTimeout(
      () => {
        holdId.current = null;
        setAnswer({ key, state: { status: 'expired' } });
      },
      Math.max(0, state.expiresAt.getTime() - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [state, key]);

  // Leaving the form (or emptying the slot) releases the hold.
  const release = useCallback(() => {
    const id = holdId.current;
    holdId.current = null;
    if (id) void remove({ variables: { id }, ...SILENT }).catch(() => undefined);
  }, [remove]);
  useEffect(() => {
    if (!slot) release();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => release, [release]);

  return {
    state,
    renew: () => {
      holdId.current = null;
      setAttempt((n) => n + 1);
    },
  };
}
