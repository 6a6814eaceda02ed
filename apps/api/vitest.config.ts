import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The domain package is read as source (ADR 0005); an alias also reaches the global setup. */
const domainSource = fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url));

/**
 * `graphql` ships CommonJS (`main`) and ESM (`module`) builds. Node, and so Mercurius, loads the
 * CommonJS one; Vite would hand our sources the ESM one, and two copies of graphql cannot share a
 * schema ("Cannot use GraphQLNonNull from another module or realm"). Tests load what Node loads.
 */
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: {
    alias: [
      { find: '@portal/domain', replacement: domainSource },
      { find: /^graphql$/, replacement: graphqlEntry },
    ],
  },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
