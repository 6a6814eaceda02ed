import type { GuardianBasis } from './consents.js';
import type { Lang } from './lang.js';

/**
 * The consent form a patient signs on the tablet (spec part 1 §4), in the three languages the
 * patient may pick. The kiosk shows these texts and the server prints the very same ones into the
 * signed PDF: what was signed is what was read. The spec names the clauses (rodo, sending,
 * dataProcessing, and `woman` for pregnancy) but not their wording; ADR 0014 records ours.
 *
 * `woman` is the declaration "I am not pregnant", asked of women aged 12 to 55 before an X-ray:
 * true means the patient declared it, false means she did not (staff ask before the examination).
 */
export const CONSENT_CLAUSES = ['rodo', 'dataProcessing', 'sending', 'woman'] as const;
export type ConsentClause = (typeof CONSENT_CLAUSES)[number];

export interface ConsentFormText {
  title: string;
  intro: string;
  /** The statements a patient makes for themself. */
  clauses: Record<ConsentClause, string>;
  /** The same statements made by a guardian in the name of a minor patient. */
  guardianClauses: Record<ConsentClause, string>;
  yes: string;
  no: string;
  answersHeading: string;
  patientHeading: string;
  patientName: string;
  birthDate: string;
  guardianName: string;
  guardianBasis: string;
  guardianBases: Record<GuardianBasis, string>;
  signedHeading: string;
  signedAt: string;
  tablet: string;
  branch: string;
  signature: string;
  signedByGuardian: string;
  electronicNote: string;
}

export const CONSENT_FORM: Readonly<Record<Lang, ConsentFormText>> = {
  pl: {
    title: 'Zgoda pacjenta',
    intro:
      'Przed badaniem prosimy o zapoznanie się z poniższymi oświadczeniami i zaznaczenie tych, na które wyraża Pani/Pan zgodę.',
    clauses: {
      rodo: 'Oświadczam, że zapoznałam/zapoznałem się z informacją o przetwarzaniu danych osobowych (RODO) przez administratora danych – operatora pracowni diagnostycznej.',
      dataProcessing:
        'Wyrażam zgodę na przetwarzanie moich danych osobowych, w tym danych o stanie zdrowia, w zakresie niezbędnym do wykonania i opisania badania oraz prowadzenia dokumentacji medycznej.',
      sending:
        'Wyrażam zgodę na przesyłanie wyników badań i informacji o nich na podany adres e-mail.',
      woman: 'Oświadczam, że nie jestem w ciąży.',
    },
    guardianClauses: {
      rodo: 'Oświadczam, że zapoznałam/zapoznałem się z informacją o przetwarzaniu danych osobowych pacjenta (RODO) przez administratora danych – operatora pracowni diagnostycznej.',
      dataProcessing:
        'Wyrażam zgodę na przetwarzanie danych osobowych pacjenta, w tym danych o stanie zdrowia, w zakresie niezbędnym do wykonania i opisania badania oraz prowadzenia dokumentacji medycznej.',
      sending:
        'Wyrażam zgodę na przesyłanie wyników badań pacjenta i informacji o nich na podany adres e-mail.',
      woman: 'Oświadczam, że według mojej wiedzy pacjentka nie jest w ciąży.',
    },
    yes: 'Tak',
    no: 'Nie',
    answersHeading: 'Oświadczenia',
    patientHeading: 'Pacjent',
    patientName: 'Imię i nazwisko',
    birthDate: 'Data urodzenia',
    guardianName: 'Opiekun',
    guardianBasis: 'Podstawa',
    guardianBases: { matka: 'matka', ojciec: 'ojciec', opiekun: 'opiekun prawny' },
    signedHeading: 'Podpisano',
    signedAt: 'Data i godzina',
    tablet: 'Tablet',
    branch: 'Filia',
    signature: 'Podpis',
    signedByGuardian: 'Podpis opiekuna',
    electronicNote:
      'Dokument podpisany odręcznie na tablecie w placówce i zapisany w dokumentacji pacjenta.',
  },
  en: {
    title: 'Patient consent',
    intro: 'Before the examination, please read the statements below and tick those you agree to.',
    clauses: {
      rodo: 'I confirm that I have read the information on the processing of personal data (GDPR) by the data controller, the operator of the imaging clinic.',
      dataProcessing:
        'I consent to the processing of my personal data, including health data, to the extent needed to perform and report the examination and to keep medical records.',
      sending:
        'I consent to examination results and information about them being sent to the e-mail address I provided.',
      woman: 'I declare that I am not pregnant.',
    },
    guardianClauses: {
      rodo: 'I confirm that I have read the information on the processing of the patient’s personal data (GDPR) by the data controller, the operator of the imaging clinic.',
      dataProcessing:
        'I consent to the processing of the patient’s personal data, including health data, to the extent needed to perform and report the examination and to keep medical records.',
      sending:
        'I consent to the patient’s examination results and information about them being sent to the e-mail address provided.',
      woman: 'I declare that, to my knowledge, the patient is not pregnant.',
    },
    yes: 'Yes',
    no: 'No',
    answersHeading: 'Statements',
    patientHeading: 'Patient',
    patientName: 'Name',
    birthDate: 'Date of birth',
    guardianName: 'Guardian',
    guardianBasis: 'Basis',
    guardianBases: { matka: 'mother', ojciec: 'father', opiekun: 'legal guardian' },
    signedHeading: 'Signed',
    signedAt: 'Date and time',
    tablet: 'Tablet',
    branch: 'Branch',
    signature: 'Signature',
    signedByGuardian: 'Guardian’s signature',
    electronicNote:
      'Signed by hand on a tablet at the clinic and kept in the patient’s medical records.',
  },
  ua: {
    title: 'Згода пацієнта',
    intro:
      'Перед обстеженням, будь ласка, ознайомтеся з наведеними нижче заявами та позначте ті, з якими ви погоджуєтеся.',
    clauses: {
      rodo: 'Підтверджую, що ознайомився/ознайомилася з інформацією про обробку персональних даних (GDPR) адміністратором даних – оператором діагностичного центру.',
      dataProcessing:
        'Даю згоду на обробку моїх персональних даних, зокрема даних про стан здоров’я, в обсязі, необхідному для проведення та опису обстеження і ведення медичної документації.',
      sending:
        'Даю згоду на надсилання результатів обстежень та інформації про них на вказану адресу електронної пошти.',
      woman: 'Заявляю, що я не вагітна.',
    },
    guardianClauses: {
      rodo: 'Підтверджую, що ознайомився/ознайомилася з інформацією про обробку персональних даних пацієнта (GDPR) адміністратором даних – оператором діагностичного центру.',
      dataProcessing:
        'Даю згоду на обробку персональних даних пацієнта, зокрема даних про стан здоров’я, в обсязі, необхідному для проведення та опису обстеження і ведення медичної документації.',
      sending:
        'Даю згоду на надсилання результатів обстежень пацієнта та інформації про них на вказану адресу електронної пошти.',
      woman: 'Заявляю, що, наскільки мені відомо, пацієнтка не вагітна.',
    },
    yes: 'Так',
    no: 'Ні',
    answersHeading: 'Заяви',
    patientHeading: 'Пацієнт',
    patientName: 'Ім’я та прізвище',
    birthDate: 'Дата народження',
    guardianName: 'Опікун',
    guardianBasis: 'Підстава',
    guardianBases: { matka: 'мати', ojciec: 'батько', opiekun: 'законний опікун' },
    signedHeading: 'Підписано',
    signedAt: 'Дата і час',
    tablet: 'Планшет',
    branch: 'Філія',
    signature: 'Підпис',
    signedByGuardian: 'Підпис опікуна',
    electronicNote:
      'Документ підписано власноруч на планшеті в закладі та збережено в медичній документації пацієнта.',
  },
};

/** The statements as the signer makes them: in their own name, or a guardian's for a minor. */
export function consentClauses(
  text: ConsentFormText,
  byGuardian: boolean,
): Record<ConsentClause, string> {
  return byGuardian ? text.guardianClauses : text.clauses;
}
