import {
  consentQuestions,
  warsawToday,
  type ConsentQuestions,
  type Gender,
  type TPatientInputParsed,
} from '@portal/domain';
import type { PatientFieldsFragment, PatientInput } from '../../../../__generated__/graphql';
import type { AddressValues } from '../../../../shared/ui/address-values';

/**
 * What the add/edit form edits: the shape of ZPatientInput with '' for empty texts and dates as
 * yyyy-MM-dd strings, so the domain schema validates the form exactly as the server does.
 */
export interface PatientFormValues {
  notes: string;
  contact: {
    firstName: string;
    middleName: string;
    lastName: string;
    companyName: string;
    ssn: string;
    gender: Gender | '';
    birthDate: string;
    phoneNumbers: string[];
    emailAddresses: string[];
    primaryDescription: string;
    secondaryDescription: string;
    addresses: AddressValues[];
  };
  consents: { rodo: boolean; woman: boolean; dataProcessing: boolean; sending: boolean };
  registrationDate: string;
  ssnIsPesel: boolean;
}

export { MALFORMED_DATE } from '../../../../shared/ui/date-field';

/** A new patient: registered today, PESEL check on (spec part 1 §5), no consents yet. */
export function emptyPatientForm(today: string = warsawToday()): PatientFormValues {
  return {
    notes: '',
    contact: {
      firstName: '',
      middleName: '',
      lastName: '',
      companyName: '',
      ssn: '',
      gender: '',
      birthDate: '',
      phoneNumbers: [],
      emailAddresses: [],
      primaryDescription: '',
      secondaryDescription: '',
      addresses: [],
    },
    consents: { rodo: false, woman: false, dataProcessing: false, sending: false },
    registrationDate: today,
    ssnIsPesel: true,
  };
}

export function patientToForm(patient: PatientFieldsFragment): PatientFormValues {
  const { contact, consents } = patient;
  return {
    notes: patient.notes ?? '',
    contact: {
      firstName: contact.firstName,
      middleName: contact.middleName ?? '',
      lastName: contact.lastName,
      companyName: contact.companyName ?? '',
      ssn: contact.ssn,
      gender: contact.gender,
      birthDate: contact.birthDate,
      phoneNumbers: [...contact.phoneNumbers],
      emailAddresses: [...contact.emailAddresses],
      primaryDescription: contact.primaryDescription ?? '',
      secondaryDescription: contact.secondaryDescription ?? '',
      addresses: contact.addresses.map(({ street, postalCode, city, country }) => ({
        street,
        postalCode,
        city,
        country,
      })),
    },
    consents: {
      rodo: consents.rodo,
      woman: consents.woman,
      dataProcessing: consents.dataProcessing,
      sending: consents.sending,
    },
    registrationDate: patient.registrationDate,
    ssnIsPesel: patient.ssnIsPesel,
  };
}

/** Which consent questions apply, once gender and a whole birth date are known. */
export function questionsFor(
  contact: { gender: Gender | ''; birthDate: string },
  today: string = warsawToday(),
): ConsentQuestions | null {
  if (!contact.gender || !/^\d{4}-\d{2}-\d{2}$/.test(contact.birthDate)) return null;
  return consentQuestions({ gender: contact.gender, birthDate: contact.birthDate }, today);
}

/**
 * The validated form as `addPatient`/`updatePatient` take it. The pregnancy declaration is only
 * asked of women aged 12 to 55 (spec part 1 §4); for anyone else it is stored as not given.
 */
export function formToInput(
  parsed: TPatientInputParsed,
  today: string = warsawToday(),
): PatientInput {
  const askPregnancy = questionsFor(parsed.contact, today)?.askPregnancy ?? false;
  return {
    notes: parsed.notes,
    contact: parsed.contact,
    consents: { ...parsed.consents, woman: askPregnancy && parsed.consents.woman },
    registrationDate: parsed.registrationDate,
    ssnIsPesel: parsed.ssnIsPesel,
  };
}
