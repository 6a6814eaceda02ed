import { msUntilOffline, tabletStatus } from '@portal/domain';
import { useEffect, useState } from 'react';

type Seen = { configuredAt: string | null | undefined; lastUsedAt: string | null | undefined };

const norm = (tablet: Seen) => ({
  configuredAt: tablet.configuredAt ?? null,
  lastUsedAt: tablet.lastUsedAt ?? null,
});

/**
 * The instant the tablets' status chips are evaluated at. It moves when a chip would change by
 * the passing of time alone (an online tablet not heard from for 2 minutes turns offline), so the
 * page re-renders exactly then instead of on a fixed tick.
 */
export function useTabletClock(tablets: readonly Seen[]): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const current = new Date();
    // A list that arrived since `now` was taken may already look different at `current`.
    const stale = tablets.some(
      (tablet) => tabletStatus(norm(tablet), current) !== tabletStatus(norm(tablet), now),
    );
    const waits = tablets
      .map((tablet) => msUntilOffline(norm(tablet), current))
      .filter((ms): ms is number => ms !== null);
    if (!stale && waits.length === 0) return;
    const wait = stale ? 0 : Math.min(...waits) + 1;
    const timer = window.setTimeout(() => setNow(new Date()), wait);
    return () => window.clearTimeout(timer);
  }, [tablets, now]);

  return now;
}
