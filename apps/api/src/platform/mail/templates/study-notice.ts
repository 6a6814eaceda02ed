import type { Lang } from '@portal/domain';
import type { StudyNoticeKind } from '../../../db/schema/index.js';
import { portalLink, renderLayout, type RenderedMail } from './layout.js';

export interface StudyNoticeParams {
  kind: StudyNoticeKind;
  /** The doctor's first name, for the greeting. */
  name?: string;
  studyId: number;
  studyType: string;
  /** The study's date as the doctor reads it, e.g. "26.11.2026". */
  studyDate: string;
  branchName: string;
  /** A describer's deadline, e.g. "30.11.2026, 14:00" ('assigned' only). */
  dueDate?: string;
  /** CITO: the description is urgent ('assigned' only). */
  urgent?: boolean;
  /** The description request comment, when the recipient may read it (never when incognito). */
  comment?: string;
}

interface NoticeTexts {
  subject: Record<StudyNoticeKind, string>;
  urgentSubject: string;
  body: Record<StudyNoticeKind, (study: string) => string>;
  study: (type: string, date: string, branch: string) => string;
  due: (date: string) => string;
  comment: (text: string) => string;
  action: string;
  privacy: string;
  preference: string;
}

const TEXTS: Record<Lang, NoticeTexts> = {
  pl: {
    subject: {
      performed: 'Badanie Twojego pacjenta zostało wykonane',
      shared: 'Udostępniono Ci badanie',
      assigned: 'Nowe badanie do opisu',
      description: 'Opis badania jest gotowy',
    },
    urgentSubject: 'CITO: nowe badanie do opisu',
    body: {
      performed: (study) =>
        `Wykonano badanie ${study}, w którym jesteś lekarzem prowadzącym lub wspierającym.`,
      shared: (study) => `Udostępniono Ci badanie ${study}.`,
      assigned: (study) => `Przydzielono Ci do opisu badanie ${study}.`,
      description: (study) => `Opis badania ${study} jest gotowy.`,
    },
    study: (type, date, branch) => `${type} z dnia ${date} (${branch})`,
    due: (date) => `Termin opisu: ${date}.`,
    comment: (text) => `Uwagi do opisu: ${text}`,
    action: 'Otwórz badanie',
    privacy: 'Dane pacjenta zobaczysz po zalogowaniu do Portalu RTG.',
    preference:
      'Otrzymujesz tę wiadomość, bo masz włączone powiadomienia e-mail. Możesz je wyłączyć w ustawieniach swojego konta.',
  },
  en: {
    subject: {
      performed: "Your patient's study has been performed",
      shared: 'A study was shared with you',
      assigned: 'A new study to describe',
      description: 'The study description is ready',
    },
    urgentSubject: 'CITO: a new study to describe',
    body: {
      performed: (study) =>
        `The study ${study}, in which you are the leading or supporting doctor, has been performed.`,
      shared: (study) => `The study ${study} was shared with you.`,
      assigned: (study) => `You have been assigned to describe the study ${study}.`,
      description: (study) => `The description of the study ${study} is ready.`,
    },
    study: (type, date, branch) => `${type} of ${date} (${branch})`,
    due: (date) => `Description due: ${date}.`,
    comment: (text) => `Notes for the description: ${text}`,
    action: 'Open the study',
    privacy: "You will see the patient's details after signing in to Portal RTG.",
    preference:
      'You receive this message because e-mail notifications are on. You can turn them off in your account settings.',
  },
  ua: {
    subject: {
      performed: 'Обстеження вашого пацієнта виконано',
      shared: 'Вам надано доступ до обстеження',
      assigned: 'Нове обстеження для опису',
      description: 'Опис обстеження готовий',
    },
    urgentSubject: 'CITO: нове обстеження для опису',
    body: {
      performed: (study) =>
        `Виконано обстеження ${study}, у якому ви є провідним або допоміжним лікарем.`,
      shared: (study) => `Вам надано доступ до обстеження ${study}.`,
      assigned: (study) => `Вам доручено опис обстеження ${study}.`,
      description: (study) => `Опис обстеження ${study} готовий.`,
    },
    study: (type, date, branch) => `${type} від ${date} (${branch})`,
    due: (date) => `Термін опису: ${date}.`,
    comment: (text) => `Примітки до опису: ${text}`,
    action: 'Відкрити обстеження',
    privacy: 'Дані пацієнта ви побачите після входу в Portal RTG.',
    preference:
      'Ви отримуєте цей лист, бо у вас увімкнено сповіщення електронною поштою. Їх можна вимкнути в налаштуваннях облікового запису.',
  },
};

/**
 * Names the study by its type, date and branch, never by its patient: a mail may be read by
 * someone else, and the patient is behind the sign-in the button leads to.
 */
export function studyNotice(
  lang: Lang,
  params: StudyNoticeParams,
  publicUrl: string,
): RenderedMail {
  const texts = TEXTS[lang];
  const study = texts.study(params.studyType, params.studyDate, params.branchName);
  const urgent = params.kind === 'assigned' && params.urgent;
  return renderLayout(lang, {
    subject: urgent ? texts.urgentSubject : texts.subject[params.kind],
    name: params.name,
    paragraphs: [
      texts.body[params.kind](study),
      ...(params.dueDate ? [texts.due(params.dueDate)] : []),
      ...(params.comment ? [texts.comment(params.comment)] : []),
    ],
    action: {
      label: texts.action,
      url: portalLink(publicUrl, `/studies/view/${params.studyId}`, {}),
    },
    notes: [texts.privacy, texts.preference],
  });
}
