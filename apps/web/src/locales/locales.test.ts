import { LANGS, type Lang } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_FILES } from './resources';

const LOCALE_RESOURCES = {} as Record<Lang, Record<string, unknown>>;

/** Every leaf of a namespace as `namespace:path.to[0].key` → value. */
function leaves(value: unknown, path: string, out: Map<string, unknown>): Map<string, unknown> {
  if (Array.isArray(value)) {
    // An empty list would hide its missing entries from the comparison.
    if (value.length === 0) out.set(path, value);
    value.forEach((item, index) => leaves(item, `${path}[${index}]`, out));
  } else if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) out.set(path, value);
    for (const [key, item] of entries)
      leaves(item, path.endsWith(':') ? `${path}${key}` : `${path}.${key}`, out);
  } else {
    out.set(path, value);
  }
  return out;
}

function leavesOf(lang: Lang): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [namespace, content] of Object.entries(LOCALE_RESOURCES[lang])) {
    leaves(content, `${namespace}:`, out);
  }
  return out;
}

/** The `{{name}}` placeholders of a text, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const others = LANGS.filter((lang) => lang !== 'pl');
let reference: Map<string, unknown>;

beforeAll(async () => {
  for (const lang of LANGS) {
    const namespaces = Object.entries(LOCALE_FILES[lang]);
    LOCALE_RESOURCES[lang] = Object.fromEntries(
      await Promise.all(
        namespaces.map(async ([namespace, load]) => [namespace, await load()] as const),
      ),
    );
  }
  reference = leavesOf('pl');
});

describe('locale files', () => {
  it('has the three languages and at least the shell namespaces', () => {
    expect(Object.keys(LOCALE_RESOURCES).sort()).toEqual([...LANGS].sort());
    expect(Object.keys(LOCALE_RESOURCES.pl)).toEqual(
      expect.arrayContaining(['common', 'errors', 'menu', 'terms', 'dialogs']),
    );
  });

  it.each(others)('%s has exactly the namespaces of pl', (lang) => {
    expect(Object.keys(LOCALE_RESOURCES[lang]).sort()).toEqual(
      Object.keys(LOCALE_RESOURCES.pl).sort(),
    );
  });

  it.each(others)('%s has exactly the keys of pl, nested objects and lists included', (lang) => {
    const translated = leavesOf(lang);
    const missing = [...reference.keys()].filter((key) => !translated.has(key));
    const extra = [...translated.keys()].filter((key) => !reference.has(key));
    expect(missing, `keys of pl missing in ${lang}: ${missing.join(', ')}`).toEqual([]);
    expect(extra, `keys of ${lang} that pl does not have: ${extra.join(', ')}`).toEqual([]);
  });

  it.each(LANGS)('%s has no empty value', (lang) => {
    const empty = [...leavesOf(lang)]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty, `empty or non-text values in ${lang}: ${empty.join(', ')}`).toEqual([]);
  });

  it.each(others)('%s uses the same {{placeholders}} as pl', (lang) => {
    const translated = leavesOf(lang);
    const differing = [...reference]
      .filter(([key, value]) => {
        const other = translated.get(key);
        return (
          typeof value === 'string' &&
          typeof other === 'string' &&
          placeholders(value).join() !== placeholders(other).join()
        );
      })
      .map(([key]) => key);
    expect(differing, `placeholders differ from pl in ${lang}: ${differing.join(', ')}`).toEqual(
      [],
    );
  });
});
