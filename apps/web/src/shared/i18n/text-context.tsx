import type { Lang, MessageParams } from '@portal/domain';
import { createContext, useContext, useMemo } from 'react';

/** Values for a text's `{{placeholders}}`. */
export type TextValues = Record<string, string | number>;

/**
 * The texts a screen shows, in the current language, whoever loaded them: i18next in the portal
 * (`I18nextTexts`), or the sign-in page's own light loader (`app/sign-in/locale-texts.ts`),
 * which spares the first visit i18next's weight (ADR 0033). Components shown on both read their
 * texts through `useText`, never from i18next directly.
 */
export interface Texts {
  lang: Lang;
  /** A text by `namespace:key` (dotted keys reach nested texts). */
  text: (key: string, values?: TextValues) => string;
  /** A nested list or object of texts (i18next's `returnObjects`). */
  textObject: <T>(key: string) => T;
  /** A message of the domain's catalogue by key; anything else comes back as it is. */
  domainMessage: (message: string, params?: MessageParams) => string;
  changeLanguage: (lang: Lang) => Promise<void>;
}

export const TextContext = createContext<Texts | null>(null);

export interface NamespaceTexts extends Texts {
  /** `text` with `namespace:` added to keys that have none. */
  t: (key: string, values?: TextValues) => string;
}

/** The current texts, with keys read in `namespace` unless they name their own. */
export function useText(namespace = 'common'): NamespaceTexts {
  const texts = useContext(TextContext);
  if (!texts) throw new Error('useText needs a TextContext provider (app.tsx, sign-in entry)');
  return useMemo(
    () => ({
      ...texts,
      t: (key, values) => texts.text(key.includes(':') ? key : `${namespace}:${key}`, values),
      textObject: <T,>(key: string) =>
        texts.textObject<T>(key.includes(':') ? key : `${namespace}:${key}`),
    }),
    [texts, namespace],
  );
}
