import type { RouteObject } from 'react-router';
import { PageLoading } from '../../shared/ui/page-loading';

/**
 * /kiosk: public, outside the signed-in shell and its guards; the tablet authenticates with its
 * own session (ADR 0016). Loaded on demand: staff never download it.
 */
export const kioskRoute: RouteObject = {
  path: '/kiosk',
  lazy: async () => ({ Component: (await import('./pages/kiosk-page')).KioskPage }),
  HydrateFallback: PageLoading,
};
