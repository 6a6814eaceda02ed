import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CORE_NAMESPACES, SIGN_IN_NAMESPACES } from './src/locales/core-namespaces';

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

/** src/locales/<lang>/<namespace>.json, or the domain's messages in <lang> (the `domain` namespace). */
const LOCALE_FILE =
  /[\\/]src[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$|[\\/]domain[\\/]src[\\/]messages[\\/](pl|en|ua)\.ts$/;

/**
 * The chunk of a core namespace's file (src/locales/core-namespaces.ts): `sign-in-<lang>` for
 * what the sign-in page shows at once, `locale-<lang>` for the rest; null for a feature's.
 */
function coreLocaleChunkOf(id: string): string | null {
  const match = LOCALE_FILE.exec(id);
  if (!match) return null;
  if (match[3]) return `locale-${match[3]}`;
  const [, lang, namespace] = match;
  if (!lang || !namespace || !CORE_NAMESPACES.includes(namespace)) return null;
  return SIGN_IN_NAMESPACES.includes(namespace) ? `sign-in-${lang}` : `locale-${lang}`;
}

/**
 * What main.tsx imports to choose between the sign-in page and the portal: its own small chunk,
 * so that neither group below takes it along and every page's entry stays small.
 */
const START_CODE = new RegExp(
  String.raw`[\/](src[\/](shared[\/](auth[\/]session-store|storage[\/]local-record|i18n[\/]lang)|app[\/]sign-in[\/]locale-texts|locales[\/](resources|core-namespaces))|domain[\/]src[\/](roles|lang|messages[\/](index|load)))\.ts$`,
);

/**
 * The modules the sign-in page imports statically — its code, the MUI it draws with, their
 * helpers — gathered once the module graph is known (ADR 0033). They become one chunk: over
 * HTTP/1.1 each of thirty small files costs a phone a round trip before the page can show. The
 * walk stops at the domain package's index (a barrel of every rule; what the page uses of it is
 * chunked as usual) and at dynamic imports (dialogs, the portal).
 */
function signInGraph(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-sign-in-graph',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const entry = [...this.getModuleIds()].find((id) => SIGN_IN_ENTRY.test(id));
      const queue = entry ? [entry] : [];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (modules.has(id) || DOMAIN_INDEX.test(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}

const SIGN_IN_ENTRY = /[\\/]src[\\/]app[\\/]sign-in[\\/]sign-in-entry\.tsx$/;
/** The sign-in page's own modules (its form, screen and entry), not what other pages share. */
const SIGN_IN_FORM_CODE = /[\\/]src[\\/](features[\\/]auth|app[\\/]sign-in)[\\/]/;
const DOMAIN_INDEX = /[\\/]packages[\\/]domain[\\/]src[\\/]index\.ts$/;
const signIn = signInGraph();

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

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** The files the server may send: not under `.vite/` (the manifest, which it refuses). */
function servedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).startsWith('.'));
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build, at the highest levels:
 * the server sends them as they are (@fastify/static `preCompressed`, apps/api src/http/spa.ts), so
 * no request pays for compressing, and brotli 11 is smaller than anything affordable per request.
 * A variant is left out when it would not be smaller than the file itself (tiny files).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After writeBundle: public/ has been copied and build.json written by then.
    closeBundle() {
      for (const file of servedFiles(outDir).filter((name) => TEXT_FILE.test(name))) {
        const content = readFileSync(file);
        const variants = {
          br: brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gz: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
        };
        for (const [extension, compressed] of Object.entries(variants)) {
          if (compressed.length < content.length) writeFileSync(`${file}.${extension}`, compressed);
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), buildInfo(), precompress(), signIn.plugin],
  define: { __BUILD_COMMIT__: JSON.stringify(commit) },
  resolve: {
    // The domain package is read as source (ADR 0005).
    alias: { '@portal/domain': path.join(here, '../../packages/domain/src/index.ts') },
  },
  build: {
    outDir: 'dist',
    // No source maps: they would publish the sources (the server refuses *.map all the same).
    sourcemap: false,
    // dist/.vite/manifest.json: what each page loads, read by scripts/web-bundle-size.mjs.
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page is its own chunk (ADR 0027): no group may gather a library that only some
        // pages use, or every page would download it. Groups here hold code that always travels
        // together, so the chunks stay cached across builds that do not change them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/,
              priority: 3,
            },
            // Apart from React: the sign-in entry has no router (ADR 0033).
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
            // The sign-in page in few files (ADR 0033): what main.tsx needs to choose, then the
            // page with its MUI (the portal shares most of that MUI and loads the chunk too).
            { name: 'start', test: START_CODE, priority: 4 },
            { name: 'sign-in', test: signIn.has, priority: 2 },
            // Of the sign-in page's modules, 'sign-in-form' takes the page's own code (features/auth,
            // app/sign-in) with what it imports (the MUI it draws with); 'sign-in' keeps the rest
            // (the frame's media queries and the like), which the patients' pages (results,
            // booking by link), sharing the first, do without: 4.7 KiB less on their first load.
            {
              name: 'sign-in-form',
              test: (id: string) => signIn.has(id) && SIGN_IN_FORM_CODE.test(id),
              priority: 3,
            },
            // Two chunks per language with its core namespaces (src/locales/core-namespaces.ts):
            // the sign-in page's and the rest; a feature's namespaces are chunks of their own,
            // fetched with its pages.
            // First of all groups: no other may take a language's texts along.
            { name: coreLocaleChunkOf, test: LOCALE_FILE, priority: 5 },
            // The sign-in challenge's widget, loaded only when a sign-in is asked for one.
            { name: 'altcha', test: /node_modules[\\/](altcha|hash-wasm)[\\/]/, priority: 4 },
            // The rich-text editor (ADR 0024), loaded only by a form with a note. After react: a
            // group takes its members' dependencies along, and React must not go with it.
            {
              name: 'rich-text-editor',
              test: /node_modules[\\/](@tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/,
              priority: 1.5,
            },
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
      '/prints': 'http://127.0.0.1:3000',
    },
  },
});
