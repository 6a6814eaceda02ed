import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import {
  ReferralsList10Document,
  ReferralsList20Document,
  ReferralsList30Document,
  ReferralsList50Document,
  type ReferralsList10Query,
  type ReferralsList10QueryVariables,
} from '../../../__generated__/graphql';
import type { PageSize } from './list-state';

/** The four operations differ in their literal page size only (see referrals-list.graphql). */
const DOCUMENTS: Record<
  PageSize,
  TypedDocumentNode<ReferralsList10Query, ReferralsList10QueryVariables>
> = {
  10: ReferralsList10Document,
  20: ReferralsList20Document,
  30: ReferralsList30Document,
  50: ReferralsList50Document,
};

/** One page of the referrals list in the page size chosen. */
export function useReferralsList(size: PageSize, variables: ReferralsList10QueryVariables) {
  return useQuery(DOCUMENTS[size], {
    variables,
    // The page shows a failed load itself, with a retry.
    context: { silentErrors: true },
  });
}
