import type { AppointmentFieldsFragment } from '../../../__generated__/graphql';

/** "Kowalski Jan", as the calendar and the form name a patient; '' for none. */
export function patientLabel(patient: AppointmentFieldsFragment['patient']): string {
  if (!patient) return '';
  return `${patient.contact.lastName} ${patient.contact.firstName}`.trim();
}
