import type { Lang } from '@portal/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../shared/i18n/i18n';
import { createPortalClient } from './api-client';
import { App } from './app';
import { createPortalRouter } from './router';

/** Where the portal opens when it starts right after a sign-in on the sign-in entry. */
export interface Landing {
  path: string;
  state?: unknown;
}

/**
 * Gets the portal ready in `lang` — texts, router, API client — and returns what mounts it, so
 * a caller replacing another screen (the sign-in entry, ADR 0033) swaps at once, with nothing
 * blank in between. With a landing, the router first goes there, replacing the current entry.
 */
export async function preparePortal(
  lang: Lang,
  landing?: Landing,
): Promise<(container: HTMLElement) => void> {
  await initI18n(lang);
  const router = createPortalRouter();
  const client = createPortalClient(router);
  if (landing) await router.navigate(landing.path, { replace: true, state: landing.state });
  return (container) =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} client={client} />
      </StrictMode>,
    );
}
