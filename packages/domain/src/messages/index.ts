import { DEFAULT_LANG, type Lang } from '../lang.js';
import { en } from './en.js';
import { pl, type MessageKey } from './pl.js';
import { ua } from './ua.js';

export type { MessageKey };

export const MESSAGES: Readonly<Record<Lang, Readonly<Record<MessageKey, string>>>> = {
  pl,
  en,
  ua,
};

export type MessageParams = Readonly<Record<string, string | number>>;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(pl, value);
}

/** Fills `{name}` placeholders; unknown placeholders stay visible rather than vanish. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const template = MESSAGES[lang]?.[key] ?? MESSAGES[DEFAULT_LANG][key];
  return interpolate(template, params);
}
