import type { Lang } from '@portal/domain';
import { renderLayout, type RenderedMail } from './layout.js';

export interface AppointmentBookedParams {
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
    booked: (when: string, branch: string) => string;
    address: (address: string) => string;
    change: (phone: string) => string;
    changeNoPhone: string;
    call: string;
  }
> = {
  pl: {
    subject: 'Wizyta została umówiona',
    booked: (when, branch) => `Twoja wizyta została umówiona na ${when} w pracowni ${branch}.`,
    address: (address) => `Adres: ${address}.`,
    change: (phone) => `Jeśli chcesz zmienić lub odwołać wizytę, zadzwoń do nas: ${phone}.`,
    changeNoPhone: 'Jeśli chcesz zmienić lub odwołać wizytę, skontaktuj się z pracownią.',
    call: 'Zadzwoń do pracowni',
  },
  en: {
    subject: 'Your appointment is booked',
    booked: (when, branch) => `Your appointment is booked for ${when} at ${branch}.`,
    address: (address) => `Address: ${address}.`,
    change: (phone) => `To change or cancel the appointment, please call us: ${phone}.`,
    changeNoPhone: 'To change or cancel the appointment, please contact the clinic.',
    call: 'Call the clinic',
  },
  ua: {
    subject: 'Візит заплановано',
    booked: (when, branch) => `Ваш візит заплановано на ${when} у кабінеті ${branch}.`,
    address: (address) => `Адреса: ${address}.`,
    change: (phone) => `Щоб змінити або скасувати візит, зателефонуйте нам: ${phone}.`,
    changeNoPhone: 'Щоб змінити або скасувати візит, зв’яжіться з кабінетом.',
    call: 'Зателефонувати',
  },
};

/**
 * The confirmation of an appointment the patient booked from a scheduling link (issue 17 §2):
 * when and where, not what is examined — a mail may be read by someone else.
 */
export function appointmentBooked(lang: Lang, params: AppointmentBookedParams): RenderedMail {
  const texts = TEXTS[lang];
  const phone = params.phone?.trim();
  return renderLayout(lang, {
    subject: texts.subject,
    name: params.name,
    paragraphs: [
      texts.booked(params.when, params.branchName),
      ...(params.address ? [texts.address(params.address)] : []),
      phone ? texts.change(phone) : texts.changeNoPhone,
    ],
    ...(phone ? { action: { label: texts.call, url: `tel:${phone.replace(/[^\d+]/g, '')}` } } : {}),
    notes: [],
  });
}
