import { useQuery } from '@apollo/client/react';
import { ComplaintDictionariesDocument } from '../../../__generated__/complaints/graphql';

/**
 * What the complaints pages choose from (the app config): the complaint reasons, and the hours a
 * complaint is due after its report (null until the config arrives).
 */
export function useComplaintDictionaries() {
  const { data } = useQuery(ComplaintDictionariesDocument, { context: { silentErrors: true } });
  const config = data?.appConfig;
  return {
    complaintTypes: config?.complaintTypes ?? [],
    resolutionHours: config?.complaintResolutionTimeHours ?? null,
    loaded: Boolean(config),
  };
}
