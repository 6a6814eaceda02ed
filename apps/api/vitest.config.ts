import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The domain package is read as source (ADR 0005); an alias also reaches the global setup. */
const domainSource = fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@portal/domain': domainSource } },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
