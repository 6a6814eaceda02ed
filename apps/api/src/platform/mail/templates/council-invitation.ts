import type { Lang } from '@portal/domain';
import { portalLink, renderLayout, type RenderedMail } from './layout.js';

/**
 * An invitation to a council sent to an address with no account yet (issue 22 §1): who invites
 * and the council's name, and a way to sign up with this address — the invitation waits for the
 * account. Nothing about the council's studies: those are behind the sign-in.
 */
export interface CouncilInvitationParams {
  council: string;
  /** The inviting doctor as the portal names them. */
  inviter: string;
}

const TEXTS: Record<
  Lang,
  { subject: string; intro: string; signup: string; action: string; note: string }
> = {
  pl: {
    subject: 'Zaproszenie do konsylium w Portalu RTG',
    intro: '{inviter} zaprasza Cię do konsylium „{council}” w Portalu RTG.',
    signup:
      'Aby dołączyć, załóż konto lekarza, używając tego adresu e-mail: zaproszenie będzie czekać w zakładce Konsylium.',
    action: 'Załóż konto',
    note: 'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
  },
  en: {
    subject: 'Council invitation in Portal RTG',
    intro: '{inviter} invites you to the council “{council}” in Portal RTG.',
    signup:
      "To join, create a doctor's account with this e-mail address: the invitation will wait in the Councils tab.",
    action: 'Create an account',
    note: 'If you did not expect this invitation, ignore this message.',
  },
  ua: {
    subject: 'Запрошення до консиліуму в Portal RTG',
    intro: '{inviter} запрошує вас до консиліуму «{council}» у Portal RTG.',
    signup:
      'Щоб приєднатися, створіть обліковий запис лікаря з цією адресою e-mail: запрошення чекатиме у вкладці «Консиліум».',
    action: 'Створити обліковий запис',
    note: 'Якщо ви не очікували цього запрошення, проігноруйте цей лист.',
  },
};

export function councilInvitation(
  lang: Lang,
  params: CouncilInvitationParams,
  publicUrl: string,
): RenderedMail {
  const texts = TEXTS[lang];
  return renderLayout(lang, {
    subject: texts.subject,
    paragraphs: [
      texts.intro.replace('{inviter}', params.inviter).replace('{council}', params.council),
      texts.signup,
    ],
    action: { label: texts.action, url: portalLink(publicUrl, '/signup', { lang }) },
    notes: [texts.note],
  });
}
