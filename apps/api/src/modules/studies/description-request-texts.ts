import type { Lang } from '@portal/domain';

/** The description request's wording (fileDescriptionRequest), in the caller's language. */
export interface DescriptionRequestTexts {
  title: string;
  fileName: string;
  studyHeading: string;
  studyType: string;
  studyDate: string;
  branch: string;
  priority: string;
  urgent: string;
  normal: string;
  comparison: string;
  patientHeading: string;
  patientName: string;
  birthDate: string;
  ssn: string;
  doctorsHeading: string;
  leadingDoctor: string;
  describer: string;
  dueDate: string;
  noDescriber: string;
  commentHeading: string;
  importantHeading: string;
  yes: string;
  no: string;
}

export const DESCRIPTION_REQUEST_TEXTS: Record<Lang, DescriptionRequestTexts> = {
  pl: {
    title: 'Zlecenie opisu badania',
    fileName: 'Zlecenie opisu',
    studyHeading: 'Badanie',
    studyType: 'Typ badania',
    studyDate: 'Data badania',
    branch: 'Filia',
    priority: 'Tryb',
    urgent: 'CITO',
    normal: 'Zwykły',
    comparison: 'Opis porównawczy',
    patientHeading: 'Pacjent',
    patientName: 'Imię i nazwisko',
    birthDate: 'Data urodzenia',
    ssn: 'PESEL lub numer dokumentu',
    doctorsHeading: 'Lekarze',
    leadingDoctor: 'Lekarz prowadzący',
    describer: 'Lekarz opisujący',
    dueDate: 'Termin opisu',
    noDescriber: 'Nie przypisano lekarza opisującego',
    commentHeading: 'Uwagi do opisu',
    importantHeading: 'Ważne informacje',
    yes: 'Tak',
    no: 'Nie',
  },
  en: {
    title: 'Request for a study description',
    fileName: 'Description request',
    studyHeading: 'Study',
    studyType: 'Study type',
    studyDate: 'Study date',
    branch: 'Branch',
    priority: 'Priority',
    urgent: 'CITO (urgent)',
    normal: 'Normal',
    comparison: 'Comparative description',
    patientHeading: 'Patient',
    patientName: 'Name',
    birthDate: 'Date of birth',
    ssn: 'PESEL or document number',
    doctorsHeading: 'Doctors',
    leadingDoctor: 'Leading doctor',
    describer: 'Describing doctor',
    dueDate: 'Description due',
    noDescriber: 'No describing doctor assigned',
    commentHeading: 'Notes for the description',
    importantHeading: 'Important information',
    yes: 'Yes',
    no: 'No',
  },
  ua: {
    title: 'Запит на опис дослідження',
    fileName: 'Запит на опис',
    studyHeading: 'Дослідження',
    studyType: 'Тип дослідження',
    studyDate: 'Дата дослідження',
    branch: 'Філія',
    priority: 'Режим',
    urgent: 'CITO (терміново)',
    normal: 'Звичайний',
    comparison: 'Порівняльний опис',
    patientHeading: 'Пацієнт',
    patientName: 'Ім’я та прізвище',
    birthDate: 'Дата народження',
    ssn: 'PESEL або номер документа',
    doctorsHeading: 'Лікарі',
    leadingDoctor: 'Провідний лікар',
    describer: 'Лікар, що описує',
    dueDate: 'Термін опису',
    noDescriber: 'Лікаря, що описує, не призначено',
    commentHeading: 'Примітки до опису',
    importantHeading: 'Важлива інформація',
    yes: 'Так',
    no: 'Ні',
  },
};
