import type { Lang } from '@portal/domain';
import { portalLink, renderLayout, type RenderedMail } from './layout.js';

/**
 * Mails to the person responsible for complaints (issue 21 §2): one when a complaint is handed to
 * them, and a morning digest of their complaints due within a day or overdue. They name a
 * complaint by its number, type and due date, never by the complainant: the details are behind
 * the sign-in the button leads to.
 */

export interface ComplaintLine {
  id: number;
  /** 'Patient' or 'Doctor'. */
  type: string;
  /** "03.12.2026, 14:30" in Warsaw time. */
  dueDate: string;
  overdue: boolean;
}

export type ComplaintNoticeParams =
  | { kind: 'assigned'; name?: string; complaint: ComplaintLine }
  /** `complaints`: the first lines of `total` (a long list is cut; the button opens it all). */
  | { kind: 'digest'; name?: string; complaints: ComplaintLine[]; total: number };

interface Texts {
  subject: { assigned: (id: number) => string; digest: (count: number) => string };
  assigned: string;
  digest: string;
  type: Record<string, string>;
  line: (line: ComplaintLine, type: string) => string;
  overdue: string;
  more: (count: number) => string;
  openOne: string;
  openList: string;
  note: string;
}

const TEXTS: Record<Lang, Texts> = {
  pl: {
    subject: {
      assigned: (id) => `Przydzielono Ci reklamację nr ${id}`,
      digest: (count) => `Reklamacje do rozpatrzenia: ${count}`,
    },
    assigned: 'Jesteś osobą odpowiedzialną za tę reklamację:',
    digest: 'Te Twoje reklamacje mijają termin w ciągu doby lub już go przekroczyły:',
    type: { Patient: 'pacjenta', Doctor: 'lekarza' },
    line: (line, type) => `Reklamacja nr ${line.id} (${type}), termin: ${line.dueDate}`,
    overdue: ' – po terminie',
    more: (count) => `…oraz ${count} kolejnych.`,
    openOne: 'Otwórz reklamację',
    openList: 'Otwórz listę reklamacji',
    note: 'Szczegóły reklamacji zobaczysz po zalogowaniu do Portalu RTG.',
  },
  en: {
    subject: {
      assigned: (id) => `Complaint no. ${id} has been assigned to you`,
      digest: (count) => `Complaints to resolve: ${count}`,
    },
    assigned: 'You are responsible for this complaint:',
    digest: 'These complaints of yours are due within a day or overdue:',
    type: { Patient: "a patient's", Doctor: "a doctor's" },
    line: (line, type) => `Complaint no. ${line.id} (${type}), due ${line.dueDate}`,
    overdue: ' – overdue',
    more: (count) => `…and ${count} more.`,
    openOne: 'Open the complaint',
    openList: 'Open the complaints list',
    note: 'You will see the details after signing in to Portal RTG.',
  },
  ua: {
    subject: {
      assigned: (id) => `Вам доручено скаргу № ${id}`,
      digest: (count) => `Скарги до розгляду: ${count}`,
    },
    assigned: 'Ви відповідаєте за цю скаргу:',
    digest: 'Термін цих ваших скарг спливає протягом доби або вже минув:',
    type: { Patient: 'пацієнта', Doctor: 'лікаря' },
    line: (line, type) => `Скарга № ${line.id} (${type}), термін: ${line.dueDate}`,
    overdue: ' – прострочено',
    more: (count) => `…та ще ${count}.`,
    openOne: 'Відкрити скаргу',
    openList: 'Відкрити список скарг',
    note: 'Подробиці ви побачите після входу в Portal RTG.',
  },
};

export function complaintNotice(
  lang: Lang,
  params: ComplaintNoticeParams,
  publicUrl: string,
): RenderedMail {
  const texts = TEXTS[lang];
  const line = (complaint: ComplaintLine) =>
    texts.line(complaint, texts.type[complaint.type] ?? complaint.type) +
    (complaint.overdue ? texts.overdue : '');
  if (params.kind === 'assigned') {
    return renderLayout(lang, {
      subject: texts.subject.assigned(params.complaint.id),
      name: params.name,
      paragraphs: [texts.assigned, line(params.complaint)],
      action: {
        label: texts.openOne,
        url: portalLink(publicUrl, `/complaints/${params.complaint.id}`, { lang }),
      },
      notes: [texts.note],
    });
  }
  return renderLayout(lang, {
    subject: texts.subject.digest(params.total),
    name: params.name,
    paragraphs: [
      texts.digest,
      ...params.complaints.map(line),
      ...(params.total > params.complaints.length
        ? [texts.more(params.total - params.complaints.length)]
        : []),
    ],
    action: { label: texts.openList, url: portalLink(publicUrl, '/complaints', { lang }) },
    notes: [texts.note],
  });
}
