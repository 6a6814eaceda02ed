import type { Lang } from '@portal/domain';
import { portalLink, renderLayout, type RenderedMail } from './layout.js';

/** The texts of a mail whose one job is a personal link: one paragraph, one button, notes. */
export interface TokenLinkTexts {
  subject: string;
  intro: string;
  action: string;
}

/** The part every token mail's parameters share: who it greets and the token the link carries. */
export interface TokenLinkParams {
  name?: string;
  token: string;
}

/**
 * Renders a mail with one button to `path?token=…&lang=…`; the account confirmation, password
 * reset and results mails differ only in their texts, the path and the notes under the button.
 */
export function renderTokenLinkMail(
  lang: Lang,
  mail: { texts: TokenLinkTexts; params: TokenLinkParams; path: string; notes: string[] },
  publicUrl: string,
): RenderedMail {
  return renderLayout(lang, {
    subject: mail.texts.subject,
    name: mail.params.name,
    paragraphs: [mail.texts.intro],
    action: {
      label: mail.texts.action,
      url: portalLink(publicUrl, mail.path, { token: mail.params.token, lang }),
    },
    notes: mail.notes,
  });
}
