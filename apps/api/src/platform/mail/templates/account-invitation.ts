import type { Lang } from '@portal/domain';
import type { RenderedMail } from './layout.js';
import { renderTokenLinkMail, type TokenLinkParams } from './token-link-mail.js';

export interface AccountInvitationParams extends TokenLinkParams {
  /** The set-password token; /reset-password?token=… sets the first password. */
  token: string;
  /** How long the link works, shown to the reader. */
  validForDays: number;
  /** The account's login, so the reader knows what to sign in with afterwards. */
  login: string;
}

const TEXTS: Record<
  Lang,
  { subject: string; intro: string; action: string; login: string; expiry: string }
> = {
  pl: {
    subject: 'Twoje konto w Portalu RTG',
    intro:
      'Administrator założył dla Ciebie konto w Portalu RTG. Aby zacząć z niego korzystać, ustaw hasło, klikając poniższy przycisk.',
    action: 'Ustaw hasło',
    login: 'Twój login: {login}',
    expiry: 'Link wygasa po {days} dniach i działa jeden raz.',
  },
  en: {
    subject: 'Your Portal RTG account',
    intro:
      'An administrator created a Portal RTG account for you. To start using it, set your password by clicking the button below.',
    action: 'Set password',
    login: 'Your login: {login}',
    expiry: 'The link expires in {days} days and works once.',
  },
  ua: {
    subject: 'Ваш обліковий запис у Portal RTG',
    intro:
      'Адміністратор створив для вас обліковий запис у Portal RTG. Щоб почати ним користуватися, встановіть пароль, натиснувши кнопку нижче.',
    action: 'Встановити пароль',
    login: 'Ваш логін: {login}',
    expiry: 'Посилання дійсне {days} дн. і працює один раз.',
  },
};

/** The mail of a new account an Admin or Manager created: a link to set its first password. */
export function accountInvitation(
  lang: Lang,
  params: AccountInvitationParams,
  publicUrl: string,
): RenderedMail {
  const texts = TEXTS[lang];
  const notes = [
    texts.login.replace('{login}', params.login),
    texts.expiry.replace('{days}', String(params.validForDays)),
  ];
  return renderTokenLinkMail(lang, { texts, params, path: '/reset-password', notes }, publicUrl);
}
