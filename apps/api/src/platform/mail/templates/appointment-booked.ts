import { appointmentNotice, type AppointmentNoticeParams } from './appointment-notice.js';

export type AppointmentBookedParams = AppointmentNoticeParams;

/**
 * The confirmation of an appointment the patient booked from a scheduling link (issue 17 §2):
 * when and where, not what is examined — a mail may be read by someone else.
 */
export const appointmentBooked = appointmentNotice({
  pl: {
    subject: 'Wizyta została umówiona',
    intro: (when, branch) => `Twoja wizyta została umówiona na ${when} w pracowni ${branch}.`,
    address: (address) => `Adres: ${address}.`,
    contact: (phone) => `Jeśli chcesz zmienić lub odwołać wizytę, zadzwoń do nas: ${phone}.`,
    contactNoPhone: 'Jeśli chcesz zmienić lub odwołać wizytę, skontaktuj się z pracownią.',
    call: 'Zadzwoń do pracowni',
  },
  en: {
    subject: 'Your appointment is booked',
    intro: (when, branch) => `Your appointment is booked for ${when} at ${branch}.`,
    address: (address) => `Address: ${address}.`,
    contact: (phone) => `To change or cancel the appointment, please call us: ${phone}.`,
    contactNoPhone: 'To change or cancel the appointment, please contact the clinic.',
    call: 'Call the clinic',
  },
  ua: {
    subject: 'Візит заплановано',
    intro: (when, branch) => `Ваш візит заплановано на ${when} у кабінеті ${branch}.`,
    address: (address) => `Адреса: ${address}.`,
    contact: (phone) => `Щоб змінити або скасувати візит, зателефонуйте нам: ${phone}.`,
    contactNoPhone: 'Щоб змінити або скасувати візит, зв’яжіться з кабінетом.',
    call: 'Зателефонувати',
  },
});
