import { ZDoctorInput, type TDoctorInput } from '@portal/domain';
import { z } from 'zod';
import type {
  CurrentDoctorInput,
  DoctorProfileFieldsFragment,
} from '../../../__generated__/doctor-profile/graphql';
import type { AddressValues } from '../../../shared/ui/address-values';

/** What the doctor profile card edits: the own record's contact, texts as typed. */
export interface DoctorProfileValues {
  firstName: string;
  lastName: string;
  companyName: string;
  nip: string;
  phoneNumbers: string[];
  emailAddresses: string[];
  addresses: AddressValues[];
}

export function doctorProfileToForm(doctor: DoctorProfileFieldsFragment): DoctorProfileValues {
  const { contact } = doctor;
  return {
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    companyName: contact.companyName ?? '',
    nip: contact.nip ?? '',
    phoneNumbers: contact.phoneNumbers,
    emailAddresses: contact.emailAddresses,
    addresses: contact.addresses.map(({ street, postalCode, city, country }) => ({
      street,
      postalCode,
      city,
      country,
    })),
  };
}

/**
 * The card's check: the doctor form's own schema (ZDoctorInput), with the record's kind and PWZ as
 * the server adds them (updateCurrentDoctor), so both sides refuse the same input alike.
 */
export function doctorProfileSchema(doctor: DoctorProfileFieldsFragment) {
  return z.preprocess(
    (values) => ({
      ...(values as object),
      kind: doctor.isFacility ? 'FACILITY' : 'DOCTOR',
      licenseNumber: doctor.licenseNumber,
    }),
    ZDoctorInput,
  );
}

/** updateCurrentDoctor's input: the contact as checked, a facility's or a doctor's names. */
export function currentDoctorInput(input: TDoctorInput, isFacility: boolean): CurrentDoctorInput {
  return {
    ...(isFacility
      ? { companyName: input.companyName, nip: input.nip }
      : { firstName: input.firstName, lastName: input.lastName }),
    phoneNumbers: input.phoneNumbers,
    emailAddresses: input.emailAddresses,
    addresses: input.addresses,
  };
}
