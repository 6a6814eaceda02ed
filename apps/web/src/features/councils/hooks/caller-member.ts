import type { CouncilSummaryFragment } from '../../../__generated__/councils/graphql';

type Member = CouncilSummaryFragment['councilMembers'][number];

/**
 * The caller among a council's members, for 'Opuść konsylium' (removeDoctorFromCouncil with the
 * caller's own doctor id); null when the caller is not among them.
 */
export function callerMember(
  council: Pick<CouncilSummaryFragment, 'councilMembers'>,
): Member | null {
  return council.councilMembers.find((member) => member.isCaller) ?? null;
}
