import { msUntilOffline } from '@portal/domain';
import { useEffect, useState } from 'react';

interface SeenTablet {
  configuredAt: string | null;
  lastUsedAt: string | null;
}

/**
 * "Now" for tablet statuses: it moves on exactly when the next online tablet would turn offline
 * (2 minutes after its last use), so a chip turns orange without an event telling it to.
 * Tablets coming online arrive as `tabletStatusChanged` events instead.
 */
export function useStatusClock(tablets: readonly SeenTablet[]): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const current = new Date();
    const delays = tablets
      .map((tablet) => msUntilOffline(tablet, current))
      .filter((delay): delay is number => delay !== null);
    if (delays.length === 0) return;
    // A few ms past the boundary, so the tablet is seen offline when the clock ticks.
    const timer = window.setTimeout(
      () => setNow(new Date()),
      Math.max(0, Math.min(...delays)) + 50,
    );
    return () => window.clearTimeout(timer);
  }, [tablets, now]);
  return now;
}
