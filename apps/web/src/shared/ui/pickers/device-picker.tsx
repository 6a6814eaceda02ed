import { useApolloClient } from '@apollo/client/react';
import { DEVICE_PICKER_LIMIT } from '@portal/domain';
import { useCallback } from 'react';
import {
  DevicePickerOptionsDocument,
  type DevicePickerOptionsQuery,
} from '../../../__generated__/graphql';
import { AsyncAutocomplete, type PickerProps } from './async-autocomplete';

export type DeviceOption = NonNullable<DevicePickerOptionsQuery['branch']>['devices'][number];

type Props = PickerProps<DeviceOption> & {
  /** The branch whose devices are offered; none offers nothing (the field is disabled). */
  branchId: string | null;
};

/**
 * A device of the chosen branch, enabled ones only, DEVICE_PICKER_LIMIT at most (spec §9). A
 * branch holds few devices: they are read once per search and matched by name here.
 */
export function DevicePicker({ branchId, disabled, ...props }: Props) {
  const client = useApolloClient();
  const search = useCallback(
    async (text: string) => {
      if (!branchId) return [];
      const { data } = await client.query({
        query: DevicePickerOptionsDocument,
        variables: { branchId },
        fetchPolicy: 'network-only',
      });
      const needle = text.toLocaleLowerCase();
      return (data?.branch?.devices ?? [])
        .filter((device) => device.enabled && device.name.toLocaleLowerCase().includes(needle))
        .slice(0, DEVICE_PICKER_LIMIT);
    },
    [client, branchId],
  );
  return (
    <AsyncAutocomplete<DeviceOption>
      {...props}
      disabled={disabled || !branchId}
      search={search}
      getOptionLabel={(device) => device.name}
    />
  );
}
