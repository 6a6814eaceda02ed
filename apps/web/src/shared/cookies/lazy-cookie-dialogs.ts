import { lazy } from 'react';

// The cookie dialogs, downloaded when first opened: the banner and the settings link are on the
// first page a browser shows (ADR 0033). One declaration each, for both places that open them.
export const CookieSettingsDialog = lazy(() =>
  import('./cookie-settings-dialog').then((module) => ({ default: module.CookieSettingsDialog })),
);
export const CookieInfoDialog = lazy(() =>
  import('./cookie-info-dialog').then((module) => ({ default: module.CookieInfoDialog })),
);
