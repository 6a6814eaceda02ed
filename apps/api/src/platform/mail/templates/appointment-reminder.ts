import { appointmentNotice, type AppointmentNoticeParams } from './appointment-notice.js';

export type AppointmentReminderParams = AppointmentNoticeParams;

/**
 * A day before an appointment (issue 14 §4). Says where and when, not what is examined: a mail
 * may be read by someone else.
 */
export const appointmentReminder = appointmentNotice({
  pl: {
    subject: 'Przypomnienie o wizycie',
    intro: (when, branch) => `Przypominamy o wizycie ${when} w pracowni ${branch}.`,
    address: (address) => `Adres: ${address}.`,
    contact: (phone) => `Jeśli nie możesz przyjść, zadzwoń do nas: ${phone}.`,
    contactNoPhone: 'Jeśli nie możesz przyjść, skontaktuj się z pracownią.',
    call: 'Zadzwoń do pracowni',
  },
  en: {
    subject: 'Appointment reminder',
    intro: (when, branch) => `This is a reminder of your appointment on ${when} at ${branch}.`,
    address: (address) => `Address: ${address}.`,
    contact: (phone) => `If you cannot come, please call us: ${phone}.`,
    contactNoPhone: 'If you cannot come, please contact the clinic.',
    call: 'Call the clinic',
  },
  ua: {
    subject: 'Нагадування про візит',
    intro: (when, branch) => `Нагадуємо про візит ${when} у кабінеті ${branch}.`,
    address: (address) => `Адреса: ${address}.`,
    contact: (phone) => `Якщо не зможете прийти, зателефонуйте нам: ${phone}.`,
    contactNoPhone: 'Якщо не зможете прийти, зв’яжіться з кабінетом.',
    call: 'Зателефонувати',
  },
});
