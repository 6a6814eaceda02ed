import { MESSAGE_LOADERS, type Lang } from '@portal/domain';

type Namespace = Record<string, unknown>;
type Loader = () => Promise<Namespace>;

/**
 * Every `locales/<lang>/<namespace>.json`, fetched on demand. The build puts each language's
 * files into one chunk (vite.config.ts), so the app downloads the language it shows, and another
 * one only when it is needed (ADR 0027).
 */
const files = import.meta.glob<Namespace>('./*/*.json', { import: 'default' });

/** Each language's namespaces, each with the loader of its texts. */
export const LOCALE_FILES: Record<Lang, Record<string, Loader>> = { pl: {}, en: {}, ua: {} };
for (const [file, load] of Object.entries(files)) {
  const [, lang, namespace] = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (lang && namespace && lang in LOCALE_FILES) LOCALE_FILES[lang as Lang][namespace] = load;
}
// The messages shared with the server (packages/domain), as the `domain` namespace
// (shared/i18n/domain-text.ts): each language's are a chunk of their own as well.
for (const [lang, load] of Object.entries(MESSAGE_LOADERS))
  LOCALE_FILES[lang as Lang].domain = load;

export const NAMESPACES = Object.keys(LOCALE_FILES.pl);
