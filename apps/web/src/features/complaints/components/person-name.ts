/** A person as the complaints pages name them: "Last First", else the company or the login. */
export function personName({
  login,
  contact,
}: {
  login: string;
  contact: { firstName: string | null; lastName: string | null; companyName: string | null };
}): string {
  const name = [contact.lastName, contact.firstName].filter(Boolean).join(' ');
  return name || contact.companyName || login;
}
