import { interpolate, type Lang, type MessageParams } from '@portal/domain';
import { SIGN_IN_NAMESPACES } from '../../locales/core-namespaces';
import { LOCALE_FILES } from '../../locales/resources';
import type { Texts, TextValues } from '../../shared/i18n/text-context';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A text of a bundle by key: a flat key as written (the domain's 'validation.required'), else a
 * dotted path into nested texts ('challenge.retry'), as i18next reads them.
 */
export function lookUp(bundle: unknown, key: string): unknown {
  if (isRecord(bundle) && Object.hasOwn(bundle, key)) return bundle[key];
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (!isRecord(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/** i18next's `{{name}}` placeholders; a missing value leaves the placeholder visible. */
export function fillIn(template: string, values: TextValues = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * The sign-in page's texts without i18next (ADR 0033), from the same locale files. The page's
 * own namespaces (SIGN_IN_NAMESPACES, one small chunk) are loaded before it shows; any other —
 * the terms, the domain's messages — the first time a component asks for it: that component
 * suspends meanwhile, as react-i18next makes it do in the portal.
 */
export function createTextStore(files = LOCALE_FILES) {
  const loaded = new Map<string, unknown>();
  const loading = new Map<string, Promise<void>>();
  /** Namespaces whose download failed: shown as keys until asked for again, never re-fetched in a loop. */
  const failed = new Set<string>();

  const load = (lang: Lang, namespace: string): Promise<void> => {
    const key = `${lang}/${namespace}`;
    const known = loading.get(key);
    if (known) return known;
    failed.delete(key);
    const read = files[lang][namespace];
    const promise = read
      ? read().then((texts) => void loaded.set(key, texts))
      : Promise.reject(new Error(`No texts for ${key}`));
    // A failed download may be asked for again (the next render or the next attempt).
    loading.set(
      key,
      promise.catch((error: unknown) => {
        loading.delete(key);
        failed.add(key);
        throw error;
      }),
    );
    return loading.get(key)!;
  };

  /** A namespace's texts, or a suspension until they arrive. */
  const bundle = (lang: Lang, namespace: string): unknown => {
    const key = `${lang}/${namespace}`;
    if (loaded.has(key)) return loaded.get(key);
    if (failed.has(key)) return undefined;
    // The Suspense protocol (as react-i18next follows it): React renders again once it settles.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw load(lang, namespace).catch(() => undefined);
  };

  return {
    /** Whether `namespaces` of `lang` are there already (then the page shows at once). */
    has: (lang: Lang, namespaces: readonly string[] = SIGN_IN_NAMESPACES) =>
      namespaces.every((namespace) => loaded.has(`${lang}/${namespace}`)),

    /** Fetches namespaces ahead of need (the page's own before it shows). */
    preload: (lang: Lang, namespaces: readonly string[] = SIGN_IN_NAMESPACES) =>
      Promise.all(namespaces.map((namespace) => load(lang, namespace))).then(() => undefined),

    /**
     * `Texts` in `lang`. A key missing from its namespace shows as itself, as i18next shows it,
     * so a gap is visible rather than an empty label (the locale test keeps every key in every
     * language).
     */
    texts: (lang: Lang, changeLanguage: (lang: Lang) => Promise<void>): Texts => {
      const resolve = (qualified: string): unknown => {
        const colon = qualified.indexOf(':');
        return lookUp(bundle(lang, qualified.slice(0, colon)), qualified.slice(colon + 1));
      };
      return {
        lang,
        text: (key, values) => {
          const found = resolve(key);
          return typeof found === 'string' ? fillIn(found, values) : key;
        },
        textObject: <T>(key: string) => resolve(key) as T,
        domainMessage: (message: string, params?: MessageParams) => {
          const found = lookUp(bundle(lang, 'domain'), message);
          return typeof found === 'string' ? interpolate(found, params) : message;
        },
        changeLanguage,
      };
    },
  };
}

/** The sign-in page's store: main.tsx starts its download with the page's code. */
export const signInTexts = createTextStore();
