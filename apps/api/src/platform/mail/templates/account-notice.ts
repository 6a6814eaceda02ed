import type { Lang } from '@portal/domain';
import { portalLink, renderLayout, type RenderedMail } from './layout.js';

/**
 * What happened to an account that signed up (ADR 0044): someone signed up again with the
 * address of an existing account (its owner learns of it, the page that was used does not), or
 * an Admin verified it; the login of an account was changed (told to the old address); or the
 * account its owner deleted is gone with its personal data.
 */
export interface AccountNoticeParams {
  notice: 'signupExisting' | 'verified' | 'loginChanged' | 'removed';
  name?: string;
}

interface Texts {
  subject: string;
  intro: string;
  action: string;
  note?: string;
}

const TEXTS: Record<Lang, Record<AccountNoticeParams['notice'], Texts>> = {
  pl: {
    signupExisting: {
      subject: 'Próba rejestracji w Portalu RTG',
      intro:
        'Ktoś próbował założyć konto w Portalu RTG z Twoim adresem e-mail, a konto z tym adresem już istnieje. Jeśli to Ty, zaloguj się; jeśli nie pamiętasz hasła, ustaw nowe.',
      action: 'Przejdź do logowania',
      note: 'Jeśli to nie Ty, zignoruj tę wiadomość: z Twoim kontem nic się nie stało.',
    },
    verified: {
      subject: 'Twoje konto w Portalu RTG zostało zweryfikowane',
      intro: 'Twoje konto w Portalu RTG zostało zweryfikowane. Możesz się już zalogować.',
      action: 'Zaloguj się',
    },
    removed: {
      subject: 'Twoje konto w Portalu RTG zostało usunięte',
      intro:
        'Zgodnie z Twoją prośbą usunęliśmy Twoje konto w Portalu RTG wraz z danymi osobowymi. Zostaje jedynie dziennik zdarzeń, który jesteśmy zobowiązani przechowywać.',
      action: 'Przejdź do portalu',
      note: 'Jeśli to nie Ty prosiłeś o usunięcie konta, skontaktuj się z pracownią.',
    },
    loginChanged: {
      subject: 'Login Twojego konta w Portalu RTG został zmieniony',
      intro:
        'Login Twojego konta w Portalu RTG został zmieniony na inny adres e-mail. Od teraz logujesz się nowym adresem, po jego potwierdzeniu.',
      action: 'Przejdź do logowania',
      note: 'Jeśli to nie Ty zmieniasz login, natychmiast skontaktuj się z pracownią.',
    },
  },
  en: {
    signupExisting: {
      subject: 'Sign-up attempt in Portal RTG',
      intro:
        'Someone tried to create a Portal RTG account with your e-mail address, and an account with this address already exists. If it was you, sign in; if you forgot the password, set a new one.',
      action: 'Go to sign-in',
      note: 'If it was not you, ignore this message: nothing has happened to your account.',
    },
    verified: {
      subject: 'Your Portal RTG account has been verified',
      intro: 'Your Portal RTG account has been verified. You can sign in now.',
      action: 'Sign in',
    },
    removed: {
      subject: 'Your Portal RTG account has been deleted',
      intro:
        'As you asked, we have deleted your Portal RTG account with its personal data. Only the log of events we are required to keep remains.',
      action: 'Go to the portal',
      note: 'If you did not ask for this, please contact the clinic.',
    },
    loginChanged: {
      subject: 'The login of your Portal RTG account has been changed',
      intro:
        'The login of your Portal RTG account has been changed to another e-mail address. From now on you sign in with the new address, once it is confirmed.',
      action: 'Go to sign-in',
      note: 'If you did not change it, contact the clinic at once.',
    },
  },
  ua: {
    signupExisting: {
      subject: 'Спроба реєстрації в Portal RTG',
      intro:
        'Хтось намагався створити обліковий запис у Portal RTG з вашою адресою електронної пошти, але обліковий запис з цією адресою вже існує. Якщо це були ви, увійдіть; якщо забули пароль, встановіть новий.',
      action: 'Перейти до входу',
      note: 'Якщо це були не ви, проігноруйте цей лист: з вашим обліковим записом нічого не сталося.',
    },
    verified: {
      subject: 'Ваш обліковий запис у Portal RTG перевірено',
      intro: 'Ваш обліковий запис у Portal RTG перевірено. Тепер ви можете увійти.',
      action: 'Увійти',
    },
    removed: {
      subject: 'Ваш обліковий запис у Portal RTG видалено',
      intro:
        'На ваше прохання ми видалили ваш обліковий запис у Portal RTG разом з персональними даними. Залишається лише журнал подій, який ми зобов’язані зберігати.',
      action: 'Перейти до порталу',
      note: 'Якщо ви не просили про це, зверніться до клініки.',
    },
    loginChanged: {
      subject: 'Логін вашого облікового запису в Portal RTG змінено',
      intro:
        'Логін вашого облікового запису в Portal RTG змінено на іншу адресу електронної пошти. Відтепер ви входите з новою адресою після її підтвердження.',
      action: 'Перейти до входу',
      note: 'Якщо це зробили не ви, негайно зверніться до клініки.',
    },
  },
};

export function accountNotice(
  lang: Lang,
  params: AccountNoticeParams,
  publicUrl: string,
): RenderedMail {
  const texts = TEXTS[lang][params.notice];
  return renderLayout(lang, {
    subject: texts.subject,
    name: params.name,
    paragraphs: [texts.intro],
    action: { label: texts.action, url: portalLink(publicUrl, '/login', { lang }) },
    notes: texts.note ? [texts.note] : [],
  });
}
