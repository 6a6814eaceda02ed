import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  define: { __BUILD_COMMIT__: JSON.stringify('test-commit') },
  resolve: {
    alias: { '@portal/domain': path.join(here, '../../packages/domain/src/index.ts') },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A page test clicking through dialogs takes 1–2 s alone; with the API's tests and the other
    // workers on two cores it has taken over the default 5 s. A hang still fails, at 15 s.
    testTimeout: 15_000,
  },
});
