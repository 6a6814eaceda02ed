import { useEffect, useState } from 'react';

/** How often the calendar's "now" moves: the time line, what counts as past, holds expiring. */
const TICK_MS = 15_000;

/** The current time, renewed every TICK_MS. */
export function useNow(tickMs = TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}
