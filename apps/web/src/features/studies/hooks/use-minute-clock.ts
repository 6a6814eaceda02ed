import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * "Now" for the deadline column: it moves on every minute, the finest unit the remaining time
 * shows, so a countdown left open keeps counting and turns red on its own.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
