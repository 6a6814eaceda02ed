import { doctorViewPath } from '../../../shared/ui/doctor-links';
import { visitViewPath } from '../../../shared/visits/visit-status-chip';

/** The visits pages' addresses (spec part 2 §2; packages/domain routes.ts). */
export const visitPaths = {
  list: '/visits',
  add: '/visits/add',
  view: visitViewPath,
  edit: (id: string) => `/visits/edit/${id}`,
  doctor: (id: string, isFacility = false) => doctorViewPath({ id, isFacility }),
} as const;

/** A coordinator as the visits pages name them: "Last First", else the company or the login. */
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
