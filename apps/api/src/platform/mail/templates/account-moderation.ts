import type { Lang } from '@portal/domain';
import { portalLink, renderLayout, type RenderedMail } from './layout.js';

/**
 * What an Admin did to an account (spec part 1 §4 "Doctor account lifecycle": each action is
 * mailed to the user; ADR 0045). `text` is the Admin's message or reason, mailed as written;
 * `until` the end of a suspension, already formatted for people (Europe/Warsaw).
 */
export interface AccountModerationParams {
  action: 'warned' | 'suspended' | 'blocked' | 'restored' | 'deleted';
  name?: string;
  text?: string;
  until?: string;
}

interface Texts {
  subject: string;
  intro: string;
  /** Heads the Admin's words, when there are any. */
  textLabel?: string;
  note?: string;
}

type Action = AccountModerationParams['action'];

const TEXTS: Record<Lang, Record<Action, Texts>> = {
  pl: {
    warned: {
      subject: 'Ostrzeżenie dotyczące Twojego konta w Portalu RTG',
      intro:
        'Administrator Portalu RTG przesyła Ci ostrzeżenie dotyczące korzystania z konta. Dalsze naruszenia regulaminu mogą skutkować zawieszeniem lub zablokowaniem konta.',
      textLabel: 'Treść ostrzeżenia:',
    },
    suspended: {
      subject: 'Twoje konto w Portalu RTG zostało zawieszone',
      intro:
        'Administrator Portalu RTG zawiesił Twoje konto do {until}. Do tego czasu nie możesz się zalogować.',
      textLabel: 'Powód:',
      note: 'Jeśli uważasz, że to pomyłka, skontaktuj się z pracownią.',
    },
    blocked: {
      subject: 'Twoje konto w Portalu RTG zostało zablokowane',
      intro:
        'Administrator Portalu RTG zablokował Twoje konto. Nie możesz się zalogować, a ponowna rejestracja z tym adresem wymaga zgody administratora.',
      textLabel: 'Powód:',
      note: 'Jeśli uważasz, że to pomyłka, skontaktuj się z pracownią.',
    },
    restored: {
      subject: 'Twoje konto w Portalu RTG jest znów aktywne',
      intro: 'Administrator Portalu RTG przywrócił Twoje konto. Możesz się znów zalogować.',
    },
    deleted: {
      subject: 'Twoje konto w Portalu RTG zostało usunięte przez administratora',
      intro:
        'Administrator Portalu RTG usunął Twoje konto. Ponowna rejestracja z tym adresem wymaga zgody administratora.',
      note: 'Jeśli uważasz, że to pomyłka, skontaktuj się z pracownią.',
    },
  },
  en: {
    warned: {
      subject: 'A warning about your Portal RTG account',
      intro:
        'The Portal RTG administrator sends you a warning about the use of your account. Further breaches of the terms may lead to the account being suspended or blocked.',
      textLabel: 'The warning:',
    },
    suspended: {
      subject: 'Your Portal RTG account has been suspended',
      intro:
        'The Portal RTG administrator has suspended your account until {until}. Until then you cannot sign in.',
      textLabel: 'Reason:',
      note: 'If you think this is a mistake, please contact the clinic.',
    },
    blocked: {
      subject: 'Your Portal RTG account has been blocked',
      intro:
        'The Portal RTG administrator has blocked your account. You cannot sign in, and signing up again with this address needs the administrator’s consent.',
      textLabel: 'Reason:',
      note: 'If you think this is a mistake, please contact the clinic.',
    },
    restored: {
      subject: 'Your Portal RTG account is active again',
      intro: 'The Portal RTG administrator has restored your account. You can sign in again.',
    },
    deleted: {
      subject: 'Your Portal RTG account has been deleted by the administrator',
      intro:
        'The Portal RTG administrator has deleted your account. Signing up again with this address needs the administrator’s consent.',
      note: 'If you think this is a mistake, please contact the clinic.',
    },
  },
  ua: {
    warned: {
      subject: 'Попередження щодо вашого облікового запису в Portal RTG',
      intro:
        'Адміністратор Portal RTG надсилає вам попередження щодо використання облікового запису. Подальші порушення правил можуть призвести до призупинення або блокування облікового запису.',
      textLabel: 'Текст попередження:',
    },
    suspended: {
      subject: 'Ваш обліковий запис у Portal RTG призупинено',
      intro:
        'Адміністратор Portal RTG призупинив ваш обліковий запис до {until}. До того часу ви не можете увійти.',
      textLabel: 'Причина:',
      note: 'Якщо ви вважаєте це помилкою, зверніться до клініки.',
    },
    blocked: {
      subject: 'Ваш обліковий запис у Portal RTG заблоковано',
      intro:
        'Адміністратор Portal RTG заблокував ваш обліковий запис. Ви не можете увійти, а повторна реєстрація з цією адресою потребує згоди адміністратора.',
      textLabel: 'Причина:',
      note: 'Якщо ви вважаєте це помилкою, зверніться до клініки.',
    },
    restored: {
      subject: 'Ваш обліковий запис у Portal RTG знову активний',
      intro: 'Адміністратор Portal RTG відновив ваш обліковий запис. Ви можете знову увійти.',
    },
    deleted: {
      subject: 'Ваш обліковий запис у Portal RTG видалено адміністратором',
      intro:
        'Адміністратор Portal RTG видалив ваш обліковий запис. Повторна реєстрація з цією адресою потребує згоди адміністратора.',
      note: 'Якщо ви вважаєте це помилкою, зверніться до клініки.',
    },
  },
};

const SIGN_IN_LABEL: Record<Lang, string> = {
  pl: 'Zaloguj się',
  en: 'Sign in',
  ua: 'Увійти',
};

export function accountModeration(
  lang: Lang,
  params: AccountModerationParams,
  publicUrl: string,
): RenderedMail {
  const texts = TEXTS[lang][params.action];
  const words =
    params.text && texts.textLabel
      ? [texts.textLabel, ...params.text.split('\n').filter((line) => line.trim() !== '')]
      : [];
  return renderLayout(lang, {
    subject: texts.subject,
    name: params.name,
    paragraphs: [texts.intro.replace('{until}', params.until ?? ''), ...words],
    // Only a restored account has somewhere to go.
    ...(params.action === 'restored'
      ? { action: { label: SIGN_IN_LABEL[lang], url: portalLink(publicUrl, '/login', { lang }) } }
      : {}),
    notes: texts.note ? [texts.note] : [],
  });
}
