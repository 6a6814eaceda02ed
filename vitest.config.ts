import { defineConfig } from 'vitest/config';

/** One `vitest run` covers the domain rules, the API (on real PostgreSQL) and the web units. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
  },
});
