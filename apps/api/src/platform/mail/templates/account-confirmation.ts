import type { Lang } from '@portal/domain';
import type { RenderedMail } from './layout.js';
import { renderTokenLinkMail, type TokenLinkParams } from './token-link-mail.js';

export interface AccountConfirmationParams extends TokenLinkParams {
  /** The confirmation token; /login?token=… confirms the address (spec part 1, /login). */
  token: string;
}

const TEXTS: Record<Lang, { subject: string; intro: string; action: string; ignore: string }> = {
  pl: {
    subject: 'Potwierdź adres e-mail w Portalu RTG',
    intro:
      'Dziękujemy za założenie konta w Portalu RTG. Aby je aktywować, potwierdź swój adres e-mail.',
    action: 'Potwierdź adres e-mail',
    ignore:
      'Jeśli to nie Ty zakładasz konto, zignoruj tę wiadomość. Bez potwierdzenia konto nie zostanie aktywowane.',
  },
  en: {
    subject: 'Confirm your e-mail address in Portal RTG',
    intro:
      'Thank you for creating an account in Portal RTG. To activate it, please confirm your e-mail address.',
    action: 'Confirm e-mail address',
    ignore:
      'If you did not create this account, ignore this message. Without confirmation the account stays inactive.',
  },
  ua: {
    subject: 'Підтвердьте адресу електронної пошти в Portal RTG',
    intro:
      'Дякуємо за створення облікового запису в Portal RTG. Щоб активувати його, підтвердьте свою адресу електронної пошти.',
    action: 'Підтвердити адресу',
    ignore:
      'Якщо ви не створювали цей обліковий запис, проігноруйте цей лист. Без підтвердження обліковий запис не буде активовано.',
  },
};

export function accountConfirmation(
  lang: Lang,
  params: AccountConfirmationParams,
  publicUrl: string,
): RenderedMail {
  const texts = TEXTS[lang];
  return renderTokenLinkMail(
    lang,
    { texts, params, path: '/login', notes: [texts.ignore] },
    publicUrl,
  );
}
