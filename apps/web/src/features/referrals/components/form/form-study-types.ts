import type { ReferralFieldsFragment } from '../../../../__generated__/graphql';
import type { ReferralStudyTypeOption } from './study-types-field';

/**
 * The types the form offers for an edited referral: the active ones, plus any of the referral's
 * own that has since been deactivated (it stays on the referral until unticked), in the referral
 * form's order: onReferalOrder (none last), then name.
 */
export function formStudyTypes(
  active: readonly ReferralStudyTypeOption[],
  referral: ReferralFieldsFragment,
): ReferralStudyTypeOption[] {
  const known = new Set(active.map((type) => type.id));
  const missing = referral.referalToStudyTypes
    .map((entry) => entry.studyType)
    .filter((type) => !known.has(type.id));
  if (missing.length === 0) return [...active];
  const rank = (type: ReferralStudyTypeOption) => type.onReferalOrder ?? Number.MAX_SAFE_INTEGER;
  return [...active, ...missing].sort(
    (a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'pl'),
  );
}
