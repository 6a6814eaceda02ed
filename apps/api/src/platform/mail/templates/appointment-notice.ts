import type { Lang } from '@portal/domain';
import { renderLayout, type RenderedMail } from './layout.js';

/** What a mail about one appointment says to the patient: when and where, never what is examined. */
export interface AppointmentNoticeParams {
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

/** The texts of one such mail in one language. */
export interface AppointmentNoticeTexts {
  subject: string;
  /** The first paragraph: when and where. */
  intro: (when: string, branch: string) => string;
  address: (address: string) => string;
  /** How to reach the branch, with its phone or without one. */
  contact: (phone: string) => string;
  contactNoPhone: string;
  call: string;
}

/**
 * A mail about one appointment (the reminder, the confirmation of a booking by link): the same
 * paragraphs and call button, each with its own texts.
 */
export function appointmentNotice(texts: Record<Lang, AppointmentNoticeTexts>) {
  return (lang: Lang, params: AppointmentNoticeParams): RenderedMail => {
    const text = texts[lang];
    const phone = params.phone?.trim();
    return renderLayout(lang, {
      subject: text.subject,
      name: params.name,
      paragraphs: [
        text.intro(params.when, params.branchName),
        ...(params.address ? [text.address(params.address)] : []),
        phone ? text.contact(phone) : text.contactNoPhone,
      ],
      ...(phone
        ? { action: { label: text.call, url: `tel:${phone.replace(/[^\d+]/g, '')}` } }
        : {}),
      notes: [],
    });
  };
}
