import type { Lang } from '@portal/domain';
import { renderLayout, type RenderedMail } from './layout.js';

export interface AppointmentReminderParams {
  /** The patient's first name, for the greeting. */
  name?: string;
  /** The start as the patient reads it, e.g. "czwartek, 26.11.2026, 10:00". */
  when: string;
  branchName: string;
  /** "ul. Puławska 1, 02-515 Warszawa", when the branch has an address. */
  address?: string;
  /** The branch's phone number, to call to cancel or move the visit. */
  phone?: string;
}

const TEXTS: Record<
  Lang,
  {
    subject: string;
    visit: (when: string, branch: string) => string;
    address: (address: string) => string;
    cancel: (phone: string) => string;
    cancelNoPhone: string;
    call: string;
  }
> = {
  pl: {
    subject: 'Przypomnienie o wizycie',
    visit: (when, branch) => `Przypominamy o wizycie ${when} w pracowni ${branch}.`,
    address: (address) => `Adres: ${address}.`,
    cancel: (phone) => `Jeśli nie możesz przyjść, zadzwoń do nas: ${phone}.`,
    cancelNoPhone: 'Jeśli nie możesz przyjść, skontaktuj się z pracownią.',
    call: 'Zadzwoń do pracowni',
  },
  en: {
    subject: 'Appointment reminder',
    visit: (when, branch) => `This is a reminder of your appointment on ${when} at ${branch}.`,
    address: (address) => `Address: ${address}.`,
    cancel: (phone) => `If you cannot come, please call us: ${phone}.`,
    cancelNoPhone: 'If you cannot come, please contact the clinic.',
    call: 'Call the clinic',
  },
  ua: {
    subject: 'Нагадування про візит',
    visit: (when, branch) => `Нагадуємо про візит ${when} у кабінеті ${branch}.`,
    address: (address) => `Адреса: ${address}.`,
    cancel: (phone) => `Якщо не зможете прийти, зателефонуйте нам: ${phone}.`,
    cancelNoPhone: 'Якщо не зможете прийти, зв’яжіться з кабінетом.',
    call: 'Зателефонувати',
  },
};

/**
 * A day before an appointment (issue 14 §4). Says where and when, not what is examined: a mail
 * may be read by someone else.
 */
export function appointmentReminder(lang: Lang, params: AppointmentReminderParams): RenderedMail {
  const texts = TEXTS[lang];
  const phone = params.phone?.trim();
  return renderLayout(lang, {
    subject: texts.subject,
    name: params.name,
    paragraphs: [
      texts.visit(params.when, params.branchName),
      ...(params.address ? [texts.address(params.address)] : []),
      phone ? texts.cancel(phone) : texts.cancelNoPhone,
    ],
    ...(phone ? { action: { label: texts.call, url: `tel:${phone.replace(/[^\d+]/g, '')}` } } : {}),
    notes: [],
  });
}
