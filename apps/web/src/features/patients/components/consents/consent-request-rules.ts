import { isEmail, type GuardianBasis, type TabletStatus } from '@portal/domain';

export interface ConsentRequestState {
  /** The patient exists on the server (has an id). */
  patientId: string | null;
  tabletId: string | null;
  /** Under 18: the guardian signs (consentQuestions in the domain). */
  minor: boolean;
  guardianName: string;
  guardianBasis: GuardianBasis | '';
}

/**
 * 'Request consent on tablet' is enabled only when the patient is saved, a tablet is selected
 * and, for a minor, the guardian's name and basis are filled in (spec part 1 §2, issue 4 §4).
 */
export function canRequestConsent(state: ConsentRequestState): boolean {
  if (!state.patientId || !state.tabletId) return false;
  if (state.minor && (!state.guardianName.trim() || !state.guardianBasis)) return false;
  return true;
}

/** The warning "no tablet is online" shows when none of the offered tablets is. */
export function noTabletOnline(statuses: readonly TabletStatus[]): boolean {
  return !statuses.includes('online');
}

/** The warning "no valid e-mail": the signed consent and results cannot be e-mailed. */
export function hasValidEmail(emails: readonly string[]): boolean {
  return emails.some((email) => isEmail(email));
}
