import { warsawParts } from '@portal/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The spec's appointment filter state (part 1 §3): the day last shown, per browser session. */
const SESSION_KEY = 'appointments:currentDate';

function sessionDate(): string | null {
  try {
    const value = window.sessionStorage.getItem(SESSION_KEY);
    return value && DAY.test(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The day the calendar shows: `?date=` when the address has one (a shared link, a reload), else
 * the day last shown in this session, else today in Warsaw.
 */
export function useCalendarDate(fromAddress: string | null) {
  const [, setParams] = useSearchParams();
  const today = warsawParts(new Date()).date;
  const date =
    fromAddress && DAY.test(fromAddress) && !Number.isNaN(Date.parse(fromAddress))
      ? fromAddress
      : (sessionDate() ?? today);
  const setDate = useCallback(
    (next: string) => {
      try {
        window.sessionStorage.setItem(SESSION_KEY, next);
      } catch {
        // Storage disabled: the address still holds the day.
      }
      setParams((current) => {
        const params = new URLSearchParams(current);
        params.set('date', next);
        return params;
      });
    },
    [setParams],
  );
  return { date, today, setDate };
}
