import { useQuery } from '@apollo/client/react';
import { StudyTypeOptionsDocument } from '../../../../__generated__/graphql';

/** The app config's price groups and device types the study type form offers. */
export function useStudyTypeOptions() {
  const { data, loading, error, refetch } = useQuery(StudyTypeOptionsDocument);
  return { options: data?.appConfig ?? null, loading, error, refetch };
}
