/** "Last First Middle" as the list sorts it; a company name when there is no person's name. */
export function patientName(contact: {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  companyName?: string | null;
}): string {
  const person = [contact.lastName, contact.firstName, contact.middleName]
    .filter(Boolean)
    .join(' ');
  return person || contact.companyName || '';
}

/** "First Middle Last", for sentences ("Remove Jan Kowalski?"). */
export function patientFullName(contact: {
  firstName: string;
  middleName?: string | null;
  lastName: string;
}): string {
  return [contact.firstName, contact.middleName, contact.lastName].filter(Boolean).join(' ');
}
