import type { Lang } from '@portal/domain';
import type { RenderedMail } from './layout.js';
import { renderTokenLinkMail, type TokenLinkParams } from './token-link-mail.js';

export interface ResultsReadyParams extends TokenLinkParams {
  /** The studies link's token; /patient-studies?token=… lists the patient's studies (issue 18). */
  token: string;
  /** When the link stops working, as the reader reads it: "03.12.2026, 14:30" (Warsaw). */
  expiresAt: string;
  /**
   * True when the patient (on the results page) or the clinic asked for the link; false when it
   * goes out by itself because a description was saved.
   */
  requested?: boolean;
}

interface Texts {
  subject: string;
  intro: string;
  requestedSubject: string;
  requestedIntro: string;
  action: string;
  expiry: (when: string) => string;
  number: string;
  personal: string;
}

/**
 * Deliberately says nothing about the examination itself: a mail may be read by someone else,
 * and the results are behind the link and the patient's PESEL or document number.
 */
const TEXTS: Record<Lang, Texts> = {
  pl: {
    subject: 'Wyniki Twojego badania są gotowe',
    intro: 'Wyniki Twojego badania są gotowe do pobrania w Portalu RTG.',
    requestedSubject: 'Link do Twoich wyników badań',
    requestedIntro: 'Oto link do Twoich wyników badań w Portalu RTG, o który poproszono.',
    action: 'Zobacz wyniki',
    expiry: (when) => `Link jest ważny do ${when}.`,
    number: 'Po otwarciu linku podaj numer PESEL lub numer dokumentu pacjenta.',
    personal:
      'Link jest osobisty: nie przekazuj go innym osobom. Korzystaj tylko z linków z wiadomości wysłanych z naszej domeny.',
  },
  en: {
    subject: 'Your examination results are ready',
    intro: 'The results of your examination are ready to download in Portal RTG.',
    requestedSubject: 'The link to your examination results',
    requestedIntro:
      'Here is the link to your examination results in Portal RTG that was requested.',
    action: 'View results',
    expiry: (when) => `The link is valid until ${when}.`,
    number: "After opening the link, enter the patient's PESEL or identity document number.",
    personal:
      'This link is personal: do not share it. Use only links from messages sent from our own domain.',
  },
  ua: {
    subject: 'Результати вашого обстеження готові',
    intro: 'Результати вашого обстеження готові до завантаження в Portal RTG.',
    requestedSubject: 'Посилання на результати ваших обстежень',
    requestedIntro: 'Ось запитане посилання на результати ваших обстежень у Portal RTG.',
    action: 'Переглянути результати',
    expiry: (when) => `Посилання дійсне до ${when}.`,
    number: 'Відкривши посилання, введіть номер PESEL або номер документа пацієнта.',
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
  const requested = params.requested === true;
  return renderTokenLinkMail(
    lang,
    {
      texts: {
        subject: requested ? texts.requestedSubject : texts.subject,
        intro: requested ? texts.requestedIntro : texts.intro,
        action: texts.action,
      },
      params,
      path: '/patient-studies',
      notes: [texts.expiry(params.expiresAt), texts.number, texts.personal],
    },
    publicUrl,
  );
}
