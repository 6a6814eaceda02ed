/// <reference types="vite/client" />

/** Git commit of this bundle, set by vite.config.ts; compared with /api/build/handler. */
declare const __BUILD_COMMIT__: string;
