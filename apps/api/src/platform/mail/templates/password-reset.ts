import type { Lang } from '@portal/domain';
import type { RenderedMail } from './layout.js';
import { renderTokenLinkMail, type TokenLinkParams } from './token-link-mail.js';

export interface PasswordResetParams extends TokenLinkParams {
  /** The reset token; /reset-password?token=… sets the new password (spec part 1). */
  token: string;
  /** How long the link works, shown to the reader. */
  validForMinutes: number;
}

const TEXTS: Record<
  Lang,
  { subject: string; intro: string; action: string; expiry: string; ignore: string }
> = {
  pl: {
    subject: 'Zmiana hasła w Portalu RTG',
    intro:
      'Otrzymaliśmy prośbę o zmianę hasła do Twojego konta w Portalu RTG. Aby ustawić nowe hasło, kliknij poniższy przycisk.',
    action: 'Ustaw nowe hasło',
    // "min." avoids Polish and Ukrainian plural forms of "minute".
    expiry: 'Link wygasa po {minutes} min.',
    ignore:
      'Jeśli to nie Ty prosisz o zmianę hasła, zignoruj tę wiadomość. Hasło pozostanie bez zmian.',
  },
  en: {
    subject: 'Reset your Portal RTG password',
    intro:
      'We received a request to change the password of your Portal RTG account. To set a new password, click the button below.',
    action: 'Set a new password',
    expiry: 'The link expires in {minutes} min.',
    ignore:
      'If you did not ask to change your password, ignore this message. Your password stays as it is.',
  },
  ua: {
    subject: 'Зміна пароля в Portal RTG',
    intro:
      'Ми отримали запит на зміну пароля до вашого облікового запису в Portal RTG. Щоб встановити новий пароль, натисніть кнопку нижче.',
    action: 'Встановити новий пароль',
    expiry: 'Посилання дійсне {minutes} хв.',
    ignore:
      'Якщо ви не надсилали запит на зміну пароля, проігноруйте цей лист. Пароль залишиться без змін.',
  },
};

export function passwordReset(
  lang: Lang,
  params: PasswordResetParams,
  publicUrl: string,
): RenderedMail {
  const texts = TEXTS[lang];
  const expiry = texts.expiry.replace('{minutes}', String(params.validForMinutes));
  return renderTokenLinkMail(
    lang,
    { texts, params, path: '/reset-password', notes: [expiry, texts.ignore] },
    publicUrl,
  );
}
