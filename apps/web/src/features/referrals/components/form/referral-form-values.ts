import { warsawToday, withOnlineMedia, type Gender, type MediaType } from '@portal/domain';
import type { ReferalInput, ReferralFieldsFragment } from '../../../../__generated__/graphql';
import type { PatientOption } from '../../../../shared/ui/pickers/patient-picker';
import type { IssuerOption } from '../issuer-picker';

/** A patient entered on the form (addReferal's `newPatient`, spec part 2 §5). */
export interface NewPatientValues {
  firstName: string;
  lastName: string;
  ssn: string;
  /** The PESEL check (on by default): the number must be a PESEL matching birth date and gender. */
  ssnIsPesel: boolean;
  gender: Gender | '';
  /** yyyy-MM-dd, '' or MALFORMED_DATE. */
  birthDate: string;
  phone: string;
  /** Where the link to book the study goes (sendSchedulingEmail). */
  email: string;
}

export interface ReferralStudyTypeValue {
  studyType: string;
  remarks: string;
  studySubTypes: string[];
}

/** The referral form as the user fills it in (spec part 2 §2 "Form", §3 Referal, §5). */
export interface ReferralFormValues {
  /** A patient the caller sees, or one entered here (adding only). */
  patientMode: 'existing' | 'new';
  patient: PatientOption | null;
  newPatient: NewPatientValues;
  /** The picked issuer (the desk); for everyone else the server issues as their own profile. */
  issuer: IssuerOption | null;
  referalToStudyTypes: ReferralStudyTypeValue[];
  mediaTypes: MediaType[];
  description: string;
  remarks: string;
  requestDescription: boolean;
  sendSchedulingEmail: boolean;
}

export type ReferralFormMode = { kind: 'create' } | { kind: 'edit'; version: number };

export const EMPTY_NEW_PATIENT: NewPatientValues = {
  firstName: '',
  lastName: '',
  ssn: '',
  ssnIsPesel: true,
  gender: '',
  birthDate: '',
  phone: '',
  email: '',
};

/** A new referral: Online only (always chosen, part 2 §5), nothing else yet. */
export function newReferralValues(
  patient: PatientOption | null = null,
  issuer: IssuerOption | null = null,
): ReferralFormValues {
  return {
    patientMode: 'existing',
    patient,
    newPatient: EMPTY_NEW_PATIENT,
    issuer,
    referalToStudyTypes: [],
    mediaTypes: withOnlineMedia([]),
    description: '',
    remarks: '',
    requestDescription: false,
    sendSchedulingEmail: false,
  };
}

/** The form's values of a read referral. */
export function referralFormValues(referral: ReferralFieldsFragment): ReferralFormValues {
  return {
    patientMode: 'existing',
    patient: { id: referral.patient.id, contact: referral.patient.contact },
    newPatient: EMPTY_NEW_PATIENT,
    issuer: referral.issuer,
    referalToStudyTypes: referral.referalToStudyTypes.map((entry) => ({
      studyType: entry.studyType.id,
      remarks: entry.remarks ?? '',
      studySubTypes: [...entry.studySubTypes],
    })),
    mediaTypes: withOnlineMedia(referral.mediaTypes),
    description: referral.description ?? '',
    remarks: referral.remarks ?? '',
    requestDescription: referral.requestDescription,
    sendSchedulingEmail: referral.sendSchedulingEmail,
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * The values as the API's ReferalInput: ids as given, empty texts as null, a new patient only
 * when adding one. The issuer is sent only by whoever picks it (`pickIssuer`).
 */
export function referralInput(
  values: ReferralFormValues,
  { creating, pickIssuer }: { creating: boolean; pickIssuer: boolean },
  today: string = warsawToday(),
): ReferalInput {
  const entering = creating && values.patientMode === 'new';
  const patient = values.newPatient;
  return {
    patient: entering ? null : (values.patient?.id ?? null),
    ...(entering
      ? {
          newPatient: {
            contact: {
              firstName: patient.firstName,
              lastName: patient.lastName,
              ssn: patient.ssn,
              gender: patient.gender as Gender,
              birthDate: patient.birthDate,
              phoneNumbers: patient.phone.trim() ? [patient.phone] : [],
              emailAddresses: patient.email.trim() ? [patient.email] : [],
            },
            registrationDate: today,
            ssnIsPesel: patient.ssnIsPesel,
          },
        }
      : {}),
    ...(pickIssuer ? { issuer: values.issuer?.id ?? null } : {}),
    referalToStudyTypes: values.referalToStudyTypes.map((entry) => ({
      studyType: entry.studyType,
      remarks: blankToNull(entry.remarks),
      studySubTypes: entry.studySubTypes,
    })),
    mediaTypes: withOnlineMedia(values.mediaTypes),
    description: blankToNull(values.description),
    remarks: blankToNull(values.remarks),
    requestDescription: values.requestDescription,
    sendSchedulingEmail: values.sendSchedulingEmail,
  };
}

const NEW_PATIENT_CONTACT = /^newPatient\.contact\.(firstName|lastName|ssn|gender|birthDate)$/;

/**
 * The form field a server or schema issue belongs to: the new patient's contact fields are the
 * form's `newPatient.x`, its first phone and e-mail the two fields the form offers.
 */
export function formFieldOf(path: string): string {
  const contact = NEW_PATIENT_CONTACT.exec(path);
  if (contact) return `newPatient.${contact[1]}`;
  if (path.startsWith('newPatient.contact.phoneNumbers')) return 'newPatient.phone';
  if (path.startsWith('newPatient.contact.emailAddresses')) return 'newPatient.email';
  if (path === 'newPatient.ssnIsPesel') return 'newPatient.ssnIsPesel';
  if (/^referalToStudyTypes\.\d+\.(remarks|studySubTypes)$/.test(path)) return path;
  if (/^referalToStudyTypes\.\d+\.studySubTypes\.\d+$/.test(path))
    return path.replace(/\.\d+$/, '');
  if (path.startsWith('referalToStudyTypes')) return 'referalToStudyTypes';
  if (path.startsWith('mediaTypes')) return 'mediaTypes';
  if (path.startsWith('newPatient')) return 'newPatient.firstName';
  return path;
}
