/**
 * Which of a referral's study types still wait for a study (part 2 §4 'save and add another', §5
 * "A study is not created from a referral when all its study types already have studies"). The
 * study form offers these, the server refuses the others, and the referral completes by itself
 * when none is left.
 */
export function studyTypesWithoutStudy(
  referralStudyTypeIds: readonly number[],
  issuedStudyTypeIds: readonly number[],
): number[] {
  const issued = new Set(issuedStudyTypeIds);
  return referralStudyTypeIds.filter((id) => !issued.has(id));
}
