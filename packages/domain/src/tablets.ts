import { TABLET_ONLINE_WINDOW_MS } from './constants.js';

/**
 * A tablet's status (spec part 1 §4): not configured without configuredAt (grey); online when
 * used within the last 2 minutes (green); otherwise offline (orange).
 */
export type TabletStatus = 'notConfigured' | 'online' | 'offline';

export function tabletStatus(
  tablet: { configuredAt: Date | string | null; lastUsedAt: Date | string | null },
  now: Date,
): TabletStatus {
  if (!tablet.configuredAt) return 'notConfigured';
  if (!tablet.lastUsedAt) return 'offline';
  const idle = now.getTime() - new Date(tablet.lastUsedAt).getTime();
  return idle <= TABLET_ONLINE_WINDOW_MS ? 'online' : 'offline';
}

/** How long until an online tablet turns offline without further use; null when not online. */
export function msUntilOffline(
  tablet: { configuredAt: Date | string | null; lastUsedAt: Date | string | null },
  now: Date,
): number | null {
  if (tabletStatus(tablet, now) !== 'online' || !tablet.lastUsedAt) return null;
  return new Date(tablet.lastUsedAt).getTime() + TABLET_ONLINE_WINDOW_MS - now.getTime();
}
