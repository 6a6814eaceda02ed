/** The columns of the referrals list (spec part 2 §2), in order. */
export const REFERRAL_COLUMNS = [
  'completed',
  'patient',
  'createdAt',
  'studyTypes',
  'issuer',
  'requestDescription',
  'actions',
] as const;
export type ReferralColumn = (typeof REFERRAL_COLUMNS)[number];

/** The issuing doctor's column is hidden for the Doctor role: every row would name them. */
export function referralColumns({ withIssuer }: { withIssuer: boolean }): ReferralColumn[] {
  return REFERRAL_COLUMNS.filter((column) => column !== 'issuer' || withIssuer);
}
