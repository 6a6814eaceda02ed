import type { DoctorModel } from './doctors.repository.js';

/** How messages name a doctor: a facility by its company name, a person by first and last name. */
export function doctorDisplayName({ contact }: Pick<DoctorModel, 'contact'>): string {
  return contact.companyName ?? [contact.firstName, contact.lastName].filter(Boolean).join(' ');
}
