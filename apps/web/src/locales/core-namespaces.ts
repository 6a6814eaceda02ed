/**
 * The namespaces every screen may need before its page arrives: the shell, sign-in, the kiosk,
 * the error notices, shared form and file texts, and the domain's messages. They travel in one
 * chunk per language (`locale-<lang>`, vite.config.ts) and load at start; every other namespace
 * is a feature's, fetched with the feature's page the first time a component asks for it
 * (react-i18next suspends meanwhile), so a new feature does not grow the sign-in page.
 */
export const CORE_NAMESPACES: readonly string[] = [
  'auth',
  'common',
  'cookies',
  'dialogs',
  'domain',
  'errors',
  'files',
  'forms',
  'kiosk',
  'menu',
  'realtime',
  'shell',
  'terms',
];

/**
 * The core namespaces the sign-in page shows at once (ADR 0033): a chunk of their own per
 * language (`sign-in-<lang>`), so a first visit does not download the portal's other texts. The
 * portal loads that chunk too, at start, next to `locale-<lang>`.
 */
export const SIGN_IN_NAMESPACES: readonly string[] = ['auth', 'common', 'cookies', 'errors'];
