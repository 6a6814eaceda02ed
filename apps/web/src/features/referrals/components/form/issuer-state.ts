import type { IssuerOption } from '../issuer-picker';

/**
 * Who issues the referral, and what that leaves of the form (spec part 2 §5): the desk picks a
 * doctor; everyone else issues as their own doctor profile. A referral cannot be issued until its
 * issuer has a stamp image, and not at all by an account without a doctor profile.
 */
export type IssuerState =
  /** The desk picks: a picked doctor without a stamp locks all but the picker. */
  | { kind: 'picked'; issuer: IssuerOption | null }
  /** Fixed to the caller's own profile (or, editing, to the referral's issuer). */
  | { kind: 'own'; issuer: IssuerOption }
  /** The caller has no doctor profile and picks nobody: nothing can be issued. */
  | { kind: 'noProfile' };

export type IssuerProblem = 'ownStamp' | 'pickedStamp' | 'noProfile' | null;

export function issuerProblem(state: IssuerState): IssuerProblem {
  switch (state.kind) {
    case 'noProfile':
      return 'noProfile';
    case 'own':
      return state.issuer.hasStamp ? null : 'ownStamp';
    case 'picked':
      return state.issuer && !state.issuer.hasStamp ? 'pickedStamp' : null;
  }
}

/**
 * What stays usable: everything, only the issuer picker (to choose a doctor with a stamp), or
 * nothing.
 */
export function formLock(problem: IssuerProblem): 'none' | 'allButIssuer' | 'all' {
  if (problem === null) return 'none';
  return problem === 'pickedStamp' ? 'allButIssuer' : 'all';
}
