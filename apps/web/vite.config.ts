import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The commit this bundle was built from; the server answers the same one at /api/build/handler. */
function buildCommit(): string {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

const commit = buildCommit();

/** Writes dist/build.json so the server reports the commit of the bundle it serves. */
function buildInfo(): Plugin {
  return {
    name: 'portal-build-info',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir ?? path.join(here, 'dist');
      writeFileSync(path.join(outDir, 'build.json'), `${JSON.stringify({ commit })}\n`);
    },
  };
}

export default defineConfig({
  plugins: [react(), buildInfo()],
  define: { __BUILD_COMMIT__: JSON.stringify(commit) },
  resolve: {
    // The domain package is read as source (ADR 0005).
    alias: { '@portal/domain': path.join(here, '../../packages/domain/src/index.ts') },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across builds.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|use-sync-external-store)[\\/]/,
              priority: 3,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/,
              priority: 2,
            },
            // The sign-in challenge's widget, loaded only when a sign-in is asked for one.
            { name: 'altcha', test: /node_modules[\\/](altcha|hash-wasm)[\\/]/, priority: 4 },
            // The rich-text editor (ADR 0024), loaded only by a form with a note. After react and
            // mui: a group takes its members' dependencies along, and React must not go with it.
            {
              name: 'rich-text-editor',
              test: /node_modules[\\/](@tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/,
              priority: 1.5,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:3000', ws: true },
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
