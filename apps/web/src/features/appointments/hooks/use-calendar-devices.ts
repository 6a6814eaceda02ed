import { useCallback, useState } from 'react';
import { useSession } from '../../../shared/auth/use-session';
import { readRecord, RECORD_KEYS, writeRecord } from '../../../shared/storage/local-record';

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/**
 * The devices the user's calendar shows, chosen in its settings dialog (spec part 1 §2) and kept
 * in local storage per user: a desk computer is shared by the shift.
 */
export function useCalendarDevices(): [string[], (ids: string[]) => void] {
  const session = useSession();
  const key = `${RECORD_KEYS.calendarDevices}:${session?.userId ?? ''}`;
  const [chosen, setChosen] = useState(() => ({ key, ids: readRecord(key, isIdList) ?? [] }));
  // Another user signed in on this tab: their own choice.
  const ids = chosen.key === key ? chosen.ids : (readRecord(key, isIdList) ?? []);
  const choose = useCallback(
    (next: string[]) => {
      writeRecord(key, next);
      setChosen({ key, ids: next });
    },
    [key],
  );
  return [ids, choose];
}
