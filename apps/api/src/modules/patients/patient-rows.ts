import type { Gender } from '@portal/domain';
import { contacts, patients } from '../../db/schema/index.js';

/**
 * A patient as the repository reads it: the columns of `patients` and of its contact (`contacts`
 * is shared with users), and the row type every statement answers.
 */

export const patientColumns = {
  id: patients.id,
  contactId: patients.contactId,
  notes: patients.notes,
  consents: patients.consents,
  registrationDate: patients.registrationDate,
  ssnIsPesel: patients.ssnIsPesel,
  createdById: patients.createdById,
  updatedById: patients.updatedById,
  createdAt: patients.createdAt,
  updatedAt: patients.updatedAt,
  version: patients.version,
};

export const contactColumns = {
  firstName: contacts.firstName,
  middleName: contacts.middleName,
  lastName: contacts.lastName,
  companyName: contacts.companyName,
  ssn: contacts.ssn,
  gender: contacts.gender,
  birthDate: contacts.birthDate,
  phoneNumbers: contacts.phoneNumbers,
  emailAddresses: contacts.emailAddresses,
  primaryDescription: contacts.primaryDescription,
  secondaryDescription: contacts.secondaryDescription,
  addresses: contacts.addresses,
};

export interface PatientRow {
  id: number;
  contactId: number;
  notes: string | null;
  consents: typeof patients.$inferSelect.consents;
  registrationDate: string;
  ssnIsPesel: boolean;
  createdById: number | null;
  updatedById: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every change; an update names the version it edits (ADR 0021). */
  version: number;
  contact: PatientContactRow;
}

/** The patient's contact as the repository reads it (`contacts` is shared with users). */
export interface PatientContactRow {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  companyName: string | null;
  ssn: string | null;
  gender: Gender | null;
  birthDate: string | null;
  phoneNumbers: string[];
  emailAddresses: string[];
  primaryDescription: string | null;
  secondaryDescription: string | null;
  addresses: typeof contacts.$inferSelect.addresses;
}
