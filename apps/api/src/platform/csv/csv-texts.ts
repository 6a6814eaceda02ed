import type { Lang } from '@portal/domain';

/**
 * The headings and values of the CSV exports, in the request's language: texts only the server
 * writes, kept out of the domain's catalogue that every page of the web loads (the kiosk's
 * JavaScript budget). A key missing in one language fails the build.
 */

const pl = {
  'doctors.csv.name': 'Nazwisko i imię lub nazwa',
  'doctors.csv.identifier': 'PWZ lub NIP',
  'doctors.csv.login': 'Login konta',
  'doctors.csv.phoneNumbers': 'Telefony',
  'doctors.csv.emailAddresses': 'Adresy e-mail',
  'doctors.csv.specializations': 'Specjalizacje',
  'doctors.csv.regions': 'Regiony',
  'doctors.csv.roles': 'Role',
  'doctors.csv.registrationDate': 'Data rejestracji',
  'doctors.csv.lastLogin': 'Ostatnie logowanie',
  'doctors.csv.logins90': 'Logowania (90 dni)',
  'visits.csv.visitDate': 'Data spotkania',
  'visits.csv.status': 'Status',
  'visits.csv.doctor': 'Lekarz',
  'visits.csv.licenseNumber': 'PWZ',
  'visits.csv.coordinator': 'Koordynator',
  'visits.csv.region': 'Region',
  'visits.csv.reason': 'Powód',
  'visits.csv.gadgets': 'Gadżety',
  'visits.csv.comment': 'Komentarz',
  'visits.csv.scheduled': 'Zaplanowane',
  'visits.csv.completed': 'Zakończone',
  'visits.csv.cancelled': 'Odwołane',
} as const;

export type CsvText = keyof typeof pl;

const en: Record<CsvText, string> = {
  'doctors.csv.name': 'Name',
  'doctors.csv.identifier': 'PWZ or NIP',
  'doctors.csv.login': 'Account login',
  'doctors.csv.phoneNumbers': 'Phones',
  'doctors.csv.emailAddresses': 'E-mail addresses',
  'doctors.csv.specializations': 'Specializations',
  'doctors.csv.regions': 'Regions',
  'doctors.csv.roles': 'Roles',
  'doctors.csv.registrationDate': 'Registration date',
  'doctors.csv.lastLogin': 'Last sign-in',
  'doctors.csv.logins90': 'Sign-ins (90 days)',
  'visits.csv.visitDate': 'Visit date',
  'visits.csv.status': 'Status',
  'visits.csv.doctor': 'Doctor',
  'visits.csv.licenseNumber': 'Licence number',
  'visits.csv.coordinator': 'Coordinator',
  'visits.csv.region': 'Region',
  'visits.csv.reason': 'Reason',
  'visits.csv.gadgets': 'Gadgets',
  'visits.csv.comment': 'Comment',
  'visits.csv.scheduled': 'Scheduled',
  'visits.csv.completed': 'Completed',
  'visits.csv.cancelled': 'Cancelled',
};

const ua: Record<CsvText, string> = {
  'doctors.csv.name': "Прізвище та ім'я або назва",
  'doctors.csv.identifier': 'PWZ або NIP',
  'doctors.csv.login': 'Логін облікового запису',
  'doctors.csv.phoneNumbers': 'Телефони',
  'doctors.csv.emailAddresses': 'Адреси e-mail',
  'doctors.csv.specializations': 'Спеціалізації',
  'doctors.csv.regions': 'Регіони',
  'doctors.csv.roles': 'Ролі',
  'doctors.csv.registrationDate': 'Дата реєстрації',
  'doctors.csv.lastLogin': 'Останній вхід',
  'doctors.csv.logins90': 'Входи (90 днів)',
  'visits.csv.visitDate': 'Дата зустрічі',
  'visits.csv.status': 'Статус',
  'visits.csv.doctor': 'Лікар',
  'visits.csv.licenseNumber': 'Номер PWZ',
  'visits.csv.coordinator': 'Координатор',
  'visits.csv.region': 'Регіон',
  'visits.csv.reason': 'Причина',
  'visits.csv.gadgets': 'Гаджети',
  'visits.csv.comment': 'Коментар',
  'visits.csv.scheduled': 'Заплановано',
  'visits.csv.completed': 'Завершено',
  'visits.csv.cancelled': 'Скасовано',
};

const TEXTS: Record<Lang, Record<CsvText, string>> = { pl, en, ua };

export function isCsvText(key: string): key is CsvText {
  return Object.hasOwn(pl, key);
}

export function csvText(lang: Lang, key: CsvText): string {
  return TEXTS[lang][key];
}
