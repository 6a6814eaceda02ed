// `node --test scripts/` (part of `npm run test:unit`): the public pages of the built web app stay
// within their JavaScript budgets (web-bundle-size.mjs). Skipped without a build (`npm run build`).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  filesLoadedBy,
  pageWeight,
  PUBLIC_PAGES,
  readManifest,
  sizesOf,
  WEB_DIST,
} from './web-bundle-size.mjs';

const manifest = readManifest();
const noBuild = manifest ? false : `no web build in ${WEB_DIST}: run npm run build first`;

for (const [page, { budgetGzipBytes }] of Object.entries(PUBLIC_PAGES)) {
  test(`${page} stays within its JavaScript budget`, { skip: noBuild }, () => {
    const { files, gzipBytes } = pageWeight(manifest, page);
    const heaviest = files
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 5)
      .map((file) => `${file.file} ${file.gzipBytes} B`);
    assert.ok(
      gzipBytes <= budgetGzipBytes,
      `${page} loads ${gzipBytes} B of JavaScript gzip, over its ${budgetGzipBytes} B; heaviest: ${heaviest.join(', ')}`,
    );
  });
}

test('a page loads its entries and their static imports, not their dynamic ones', () => {
  const fake = {
    'index.html': { file: 'assets/index.js', imports: ['_react.js'], dynamicImports: ['a.tsx'] },
    '_react.js': { file: 'assets/react.js' },
    'a.tsx': { file: 'assets/a.js', imports: ['_react.js', '_b.js'], dynamicImports: ['c.tsx'] },
    '_b.js': { file: 'assets/b.js', css: ['assets/b.css'] },
    'c.tsx': { file: 'assets/c.js' },
    '_locale-pl-x1.js': { file: 'assets/locale-pl-x1.js', name: 'locale-pl' },
  };
  assert.deepEqual(filesLoadedBy(fake, ['index.html', 'a.tsx', 'locale-pl']), [
    'assets/a.js',
    'assets/b.js',
    'assets/index.js',
    'assets/locale-pl-x1.js',
    'assets/react.js',
  ]);
  assert.throws(() => filesLoadedBy(fake, ['gone.tsx']), /gone\.tsx is not in the web build/);
});

test('sizes are the files’ bytes and gzip bytes', (t) => {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-web-budget-'));
  t.after(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/a.js'), 'x'.repeat(10_000));
  const [size] = sizesOf(['assets/a.js'], dist);
  assert.equal(size.bytes, 10_000);
  assert.ok(size.gzipBytes > 0 && size.gzipBytes < 200, `gzip of 10,000 x: ${size.gzipBytes}`);
});
