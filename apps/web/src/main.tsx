import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n, resolveInitialLang } from './shared/i18n/i18n';

async function start(): Promise<void> {
  await initI18n(resolveInitialLang(window.location.search));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    // Registration failing (e.g. a private window) only costs the worker, never the app.
    navigator.serviceWorker.register('/service-worker.js').catch(() => undefined);
  }
}

void start();
