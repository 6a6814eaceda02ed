import { useQuery } from '@apollo/client/react';
import { DoctorDictionariesDocument } from '../../../__generated__/doctors/graphql';

/**
 * The app config's specializations and regions the search panel and the form offer, with the
 * values already held (a value removed from the config still shows and can be taken away). Empty
 * until the answer arrives; the server checks every value either way.
 */
export function useDoctorDictionaries(
  held: { specializations?: readonly string[]; regions?: readonly string[] } = {},
) {
  const { data } = useQuery(DoctorDictionariesDocument);
  const merge = (config: readonly string[] | undefined, current: readonly string[] = []) => [
    ...new Set([...(config ?? []), ...current]),
  ];
  return {
    specializations: merge(data?.appConfig.specializations, held.specializations),
    regions: merge(data?.appConfig.regions, held.regions),
  };
}
