/** A doctor as the lists name them: a facility by its company name. */
export interface NamedDoctor {
  isFacility: boolean;
  contact: { firstName: string | null; lastName: string | null; companyName: string | null };
}

/** "Last First" as the doctor lists sort it (spec part 2 §2), or a facility's company name. */
export function doctorName({ isFacility, contact }: NamedDoctor): string {
  const person = [contact.lastName, contact.firstName].filter(Boolean).join(' ');
  return (isFacility ? contact.companyName || person : person || contact.companyName) ?? '';
}

export function doctorNames(doctors: readonly NamedDoctor[]): string {
  return doctors.map(doctorName).filter(Boolean).join(', ');
}
