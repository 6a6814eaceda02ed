import type { Lang } from '@portal/domain';
import type { RenderedMail } from './layout.js';
import { renderTokenLinkMail, type TokenLinkParams } from './token-link-mail.js';

export interface SchedulingLinkParams extends TokenLinkParams {
  /** The single-use token; /schedule-appointment?token=… books the referred study. */
  token: string;
  /** When the link stops working, as the reader reads it: "03.12.2026, 14:30" (Warsaw). */
  expiresAt: string;
}

const TEXTS: Record<
  Lang,
  {
    subject: string;
    intro: string;
    action: string;
    expiry: (when: string) => string;
    once: string;
    personal: string;
  }
> = {
  pl: {
    subject: 'Umów wizytę w Portalu RTG',
    intro:
      'Otrzymałeś skierowanie na badanie w naszej pracowni. Wybierz dogodną filię, dzień i godzinę wizyty, klikając poniższy przycisk.',
    action: 'Umów wizytę',
    expiry: (when) => `Link jest ważny do ${when}.`,
    once: 'Link można wykorzystać do umówienia jednej wizyty.',
    personal:
      'Link jest osobisty: nie przekazuj go innym osobom. Korzystaj tylko z linków z wiadomości wysłanych z naszej domeny.',
  },
  en: {
    subject: 'Book your appointment in Portal RTG',
    intro:
      'You have been referred for a study at our clinic. Choose a branch, day and time that suit you by clicking the button below.',
    action: 'Book an appointment',
    expiry: (when) => `The link is valid until ${when}.`,
    once: 'The link can be used to book one appointment.',
    personal:
      'This link is personal: do not share it. Use only links from messages sent from our own domain.',
  },
  ua: {
    subject: 'Запишіться на візит у Portal RTG',
    intro:
      'Ви отримали направлення на обстеження в нашому кабінеті. Виберіть зручну філію, день і час візиту, натиснувши кнопку нижче.',
    action: 'Записатися на візит',
    expiry: (when) => `Посилання дійсне до ${when}.`,
    once: 'За посиланням можна записатися на один візит.',
    personal:
      'Це посилання особисте: не передавайте його іншим. Користуйтеся лише посиланнями з листів, надісланих з нашого домену.',
  },
};

/**
 * A referral's patient books the referred study from this link (issue 17 §2). It names neither
 * the study nor the referring doctor: a mail may be read by someone else; the page behind the
 * link shows them.
 */
export function schedulingLink(
  lang: Lang,
  params: SchedulingLinkParams,
  publicUrl: string,
): RenderedMail {
  const texts = TEXTS[lang];
  return renderTokenLinkMail(
    lang,
    {
      texts,
      params,
      path: '/schedule-appointment',
      notes: [texts.expiry(params.expiresAt), texts.once, texts.personal],
    },
    publicUrl,
  );
}
