/** "Last First", as the lists name patients. */
export function patientName(contact: { firstName: string; lastName: string }): string {
  return `${contact.lastName} ${contact.firstName}`;
}

/**
 * The print's file name, 'skierowanie-first-last.pdf' (spec part 2 §7): the patient's names as
 * they are, with what a file name cannot hold replaced.
 */
export function printFileName(contact: { firstName: string; lastName: string }): string {
  const part = (text: string) =>
    text
      .trim()
      .replace(/[\\/:*?"<>|]+|\p{Cc}+/gu, '')
      .replace(/\s+/g, '-');
  return `skierowanie-${part(contact.firstName)}-${part(contact.lastName)}.pdf`;
}
