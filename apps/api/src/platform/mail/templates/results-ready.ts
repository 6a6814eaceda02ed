import type { Lang } from '@portal/domain';
import type { RenderedMail } from './layout.js';
import { renderTokenLinkMail, type TokenLinkParams } from './token-link-mail.js';

export interface ResultsReadyParams extends TokenLinkParams {
  /** The patient's access token; /patient-studies?token=… lists their studies (spec part 1). */
  token: string;
}

/**
 * Deliberately says nothing about the examination itself: a mail may be read by someone else,
 * and the results are behind the link.
 */
const TEXTS: Record<Lang, { subject: string; intro: string; action: string; personal: string }> = {
  pl: {
    subject: 'Wyniki Twojego badania są gotowe',
    intro: 'Wyniki Twojego badania są gotowe do pobrania w Portalu RTG.',
    action: 'Zobacz wyniki',
    personal:
      'Link jest osobisty: nie przekazuj go innym osobom. Korzystaj tylko z linków z wiadomości wysłanych z naszej domeny.',
  },
  en: {
    subject: 'Your examination results are ready',
    intro: 'The results of your examination are ready to download in Portal RTG.',
    action: 'View results',
    personal:
      'This link is personal: do not share it. Use only links from messages sent from our own domain.',
  },
  ua: {
    subject: 'Результати вашого обстеження готові',
    intro: 'Результати вашого обстеження готові до завантаження в Portal RTG.',
    action: 'Переглянути результати',
    personal:
      'Це посилання особисте: не передавайте його іншим. Користуйтеся лише посиланнями з листів, надісланих з нашого домену.',
  },
};

export function resultsReady(
  lang: Lang,
  params: ResultsReadyParams,
  publicUrl: string,
): RenderedMail {
  const texts = TEXTS[lang];
  return renderTokenLinkMail(
    lang,
    { texts, params, path: '/patient-studies', notes: [texts.personal] },
    publicUrl,
  );
}
