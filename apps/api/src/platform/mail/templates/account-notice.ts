import type { Lang } from '@portal/domain';
import { portalLink, renderLayout, type RenderedMail } from './layout.js';

/**
 * What happened to an account that signed up (ADR 0044): someone signed up again with the
 * address of an existing account (its owner learns of it, the page that was used does not), or
 * an Admin verified it; the login of an account was changed (told to the old address); or the
 * account its owner deleted is gone with its personal data; its two-step verification was turned
 * on, off, or reset by an Admin (ADR 0046).
 */
export interface AccountNoticeParams {
  notice:
    | 'signupExisting'
    | 'verified'
    | 'loginChanged'
    | 'removed'
    | 'mfaEnabled'
    | 'mfaDisabled'
    | 'mfaReset';
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
    mfaEnabled: {
      subject: 'Weryfikacja dwuetapowa w Portalu RTG została włączona',
      intro:
        'Do Twojego konta w Portalu RTG dodano aplikację uwierzytelniającą: od teraz logowanie wymaga także kodu z tej aplikacji.',
      action: 'Przejdź do logowania',
      note: 'Jeśli to nie Ty, natychmiast skontaktuj się z pracownią.',
    },
    mfaDisabled: {
      subject: 'Weryfikacja dwuetapowa w Portalu RTG została wyłączona',
      intro:
        'Weryfikacja dwuetapowa Twojego konta w Portalu RTG została wyłączona: do logowania wystarcza teraz hasło.',
      action: 'Przejdź do logowania',
      note: 'Jeśli to nie Ty, natychmiast zmień hasło i skontaktuj się z pracownią.',
    },
    mfaReset: {
      subject: 'Administrator zresetował weryfikację dwuetapową w Portalu RTG',
      intro:
        'Administrator Portalu RTG usunął aplikację uwierzytelniającą Twojego konta. Jeśli Twoja rola jej wymaga, przy następnym logowaniu skonfigurujesz ją ponownie.',
      action: 'Przejdź do logowania',
      note: 'Jeśli nie prosiłeś o to, skontaktuj się z pracownią.',
    },
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
    mfaEnabled: {
      subject: 'Two-step verification is on for your Portal RTG account',
      intro:
        'An authenticator app was added to your Portal RTG account: from now on signing in also needs a code from it.',
      action: 'Go to sign-in',
      note: 'If it was not you, contact the clinic at once.',
    },
    mfaDisabled: {
      subject: 'Two-step verification is off for your Portal RTG account',
      intro:
        'Two-step verification of your Portal RTG account was turned off: the password alone now signs in.',
      action: 'Go to sign-in',
      note: 'If it was not you, change your password at once and contact the clinic.',
    },
    mfaReset: {
      subject: 'An administrator reset two-step verification in Portal RTG',
      intro:
        'The Portal RTG administrator removed the authenticator app of your account. If your role requires one, you will set it up again at your next sign-in.',
      action: 'Go to sign-in',
      note: 'If you did not ask for it, contact the clinic.',
    },
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
    mfaEnabled: {
      subject: 'Двоетапну перевірку в Portal RTG увімкнено',
      intro:
        'До вашого облікового запису в Portal RTG додано застосунок автентифікації: відтепер для входу потрібен також код із нього.',
      action: 'Перейти до входу',
      note: 'Якщо це були не ви, негайно зверніться до клініки.',
    },
    mfaDisabled: {
      subject: 'Двоетапну перевірку в Portal RTG вимкнено',
      intro:
        'Двоетапну перевірку вашого облікового запису в Portal RTG вимкнено: тепер для входу достатньо пароля.',
      action: 'Перейти до входу',
      note: 'Якщо це були не ви, негайно змініть пароль і зверніться до клініки.',
    },
    mfaReset: {
      subject: 'Адміністратор скинув двоетапну перевірку в Portal RTG',
      intro:
        'Адміністратор Portal RTG видалив застосунок автентифікації вашого облікового запису. Якщо ваша роль його потребує, ви налаштуєте його знову під час наступного входу.',
      action: 'Перейти до входу',
      note: 'Якщо ви не просили про це, зверніться до клініки.',
    },
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
