import { useQuery } from '@apollo/client/react';
import { DEFAULT_VISIT_FOLLOW_UP_DAYS } from '@portal/domain';
import { VisitDictionariesDocument } from '../../../__generated__/visits/graphql';

/**
 * What the visits pages choose from (the app config): regions, visit reasons, gadgets and the
 * days to the suggested next meeting (DEFAULT_VISIT_FOLLOW_UP_DAYS until the config arrives).
 */
export function useVisitDictionaries() {
  const { data } = useQuery(VisitDictionariesDocument, { context: { silentErrors: true } });
  const config = data?.appConfig;
  return {
    regions: config?.regions ?? [],
    visitReasons: config?.visitReasons ?? [],
    gadgets: config?.gadgets ?? [],
    followUpDays: config?.visitFollowUpDays ?? DEFAULT_VISIT_FOLLOW_UP_DAYS,
    loaded: Boolean(config),
  };
}
