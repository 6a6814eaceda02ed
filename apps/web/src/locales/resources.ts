import type { Lang } from '@portal/domain';

type Namespace = Record<string, unknown>;

/** Every `locales/<lang>/<namespace>.json`, bundled: the shell must render before any request. */
const files = import.meta.glob<Namespace>('./*/*.json', { eager: true, import: 'default' });

function collect(): Record<Lang, Record<string, Namespace>> {
  const resources: Record<Lang, Record<string, Namespace>> = { pl: {}, en: {}, ua: {} };
  for (const [file, content] of Object.entries(files)) {
    const [, lang, namespace] = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (lang && namespace && lang in resources) resources[lang as Lang][namespace] = content;
  }
  return resources;
}

export const LOCALE_RESOURCES = collect();
export const NAMESPACES = Object.keys(LOCALE_RESOURCES.pl);
