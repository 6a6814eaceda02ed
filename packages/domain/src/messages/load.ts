import type { Lang } from '../lang.js';
import type { MessageKey } from './pl.js';

export type MessageCatalogue = Readonly<Record<MessageKey, string>>;

/**
 * Each language's messages on their own, for a client that downloads only the language it shows
 * (the web app, ADR 0027); the server reads them all at once through MESSAGES.
 */
export const MESSAGE_LOADERS: Readonly<Record<Lang, () => Promise<MessageCatalogue>>> = {
  pl: async () => (await import('./pl.js')).pl,
  en: async () => (await import('./en.js')).en,
  ua: async () => (await import('./ua.js')).ua,
};
